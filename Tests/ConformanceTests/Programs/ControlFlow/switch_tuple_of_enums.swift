// Checks a state machine that switches on a (state, event) tuple of enums, with wildcards and bindings.
enum PlayerState: Equatable {
    case idle
    case loading(url: String)
    case playing(position: Int)
    case paused(position: Int)
    case failed(String)
}

enum PlayerEvent {
    case load(String)
    case loaded
    case tick
    case pause
    case resume
    case error(String)
}

func reduce(_ state: PlayerState, _ event: PlayerEvent) -> PlayerState {
    switch (state, event) {
    case (.idle, .load(let url)), (.failed, .load(let url)):
        return .loading(url: url)
    case (.loading, .loaded):
        return .playing(position: 0)
    case (.playing(let p), .tick):
        return .playing(position: p + 1)
    case (.playing(let p), .pause):
        return .paused(position: p)
    case (.paused(let p), .resume):
        return .playing(position: p)
    case (_, .error(let message)):
        return .failed(message)
    default:
        return state
    }
}

func main() {
    let events: [PlayerEvent] = [.tick, .load("intro.mp4"), .loaded, .tick, .tick, .pause, .tick, .resume, .tick, .error("network"), .resume, .load("retry.mp4")]
    var state = PlayerState.idle
    print(state)
    for e in events {
        let next = reduce(state, e)
        print(e, "->", next, next == state ? "(unchanged)" : "")
        state = next
    }
}
