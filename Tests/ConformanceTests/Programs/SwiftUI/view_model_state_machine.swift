// A loading state machine inside an ObservableObject: transitions by events, illegal transitions rejected, changes wrapped in withAnimation whose closure result is returned.
import SwiftUI

enum LoadState: Equatable {
    case idle
    case loading(attempt: Int)
    case loaded([String])
    case failed(String)
}

enum Event {
    case start, succeed([String]), fail(String), retry, reset
}

final class FeedModel: ObservableObject {
    @Published private(set) var state: LoadState = .idle
    @Published var isExpanded = false
    private(set) var transitions = 0

    @discardableResult
    func send(_ event: Event) -> Bool {
        let next: LoadState?
        switch (state, event) {
        case (.idle, .start): next = .loading(attempt: 1)
        case (.loading, .succeed(let items)): next = .loaded(items)
        case (.loading(let n), .fail(let why)): next = n >= 3 ? .failed("gave up: " + why) : .loading(attempt: n + 1)
        case (.failed, .retry): next = .loading(attempt: 1)
        case (_, .reset): next = .idle
        default: next = nil
        }
        guard let next else { return false }
        state = next
        transitions += 1
        return true
    }

    func toggleExpanded() -> Bool {
        withAnimation(.easeInOut(duration: 0.2)) {
            isExpanded.toggle()
            return isExpanded
        }
    }
}

func label(_ s: LoadState) -> String {
    switch s {
    case .idle: return "idle"
    case .loading(let n): return "loading#\(n)"
    case .loaded(let items): return "loaded(\(items.count))"
    case .failed(let why): return "failed[\(why)]"
    }
}

func main() {
    let model = FeedModel()
    let events: [Event] = [.succeed(["x"]), .start, .start, .fail("timeout"), .fail("timeout"), .fail("500"), .retry,
                           .succeed(["a", "b", "c"]), .retry, .reset, .start, .succeed([])]
    for event in events {
        let ok = model.send(event)
        print(ok ? "ok     " : "ignored", label(model.state))
    }
    print("transitions:", model.transitions)
    print("state is loaded([]):", model.state == .loaded([]))
    print("expanded:", model.toggleExpanded(), model.toggleExpanded(), model.toggleExpanded())
    let result = withAnimation { model.send(.reset) }
    print("withAnimation returned:", result, label(model.state))
    let count: Int = withAnimation(.spring()) { model.transitions * 2 }
    print("spring closure value:", count)
}
