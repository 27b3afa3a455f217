// Enums with associated values are values: copying one and rebuilding the copy never affects the original.
enum LoadState {
    case idle
    case loading(progress: Int)
    case loaded(items: [String])
    case failed(message: String)

    var summary: String {
        switch self {
        case .idle: return "idle"
        case .loading(let p): return "loading \(p)%"
        case .loaded(let items): return "loaded \(items.count): \(items.joined(separator: ","))"
        case .failed(let m): return "failed: \(m)"
        }
    }
}

func appending(_ item: String, to state: LoadState) -> LoadState {
    if case .loaded(var items) = state {
        items.append(item)
        return .loaded(items: items)
    }
    return state
}

func main() {
    let first = LoadState.loaded(items: ["a", "b"])
    var second = first
    print(first.summary, "|", second.summary)
    second = appending("c", to: second)
    print(first.summary, "|", second.summary)

    var progress = LoadState.loading(progress: 10)
    let saved = progress
    if case .loading(let p) = progress {
        progress = .loading(progress: p + 40)
    }
    print(saved.summary, "|", progress.summary)

    var states: [LoadState] = [.idle, first, .failed(message: "timeout")]
    let copyOfStates = states
    states[1] = appending("z", to: states[1])
    states[0] = .loading(progress: 1)
    for (a, b) in zip(states, copyOfStates) {
        print(a.summary, "<-", b.summary)
    }
}
