// Comparisons like `state == .loading` resolve the right-hand member from the left operand's type.
enum LoadState: Equatable {
    case idle
    case loading
    case loaded(count: Int)
    case failed(String)
}

final class ViewModel {
    var state: LoadState = .idle
    func load(succeed: Bool) {
        state = .loading
        if state == .loading { print("spinner on") }
        state = succeed ? .loaded(count: 3) : .failed("timeout")
    }
    var message: String {
        if state == .idle { return "nothing yet" }
        if state == .loaded(count: 0) { return "empty" }
        if case .loaded(let n) = state { return "\(n) items" }
        if case .failed(let why) = state { return "error: \(why)" }
        return "busy"
    }
}

func main() {
    let vm = ViewModel()
    print(vm.message)
    vm.load(succeed: true)
    print(vm.message)
    print(vm.state == .loaded(count: 3), vm.state != .idle)
    vm.load(succeed: false)
    print(vm.message)
    print(vm.state == .failed("timeout"))
    vm.state = .loaded(count: 0)
    print(vm.message)
    let maybe: LoadState? = .loading
    print(maybe == .loading, maybe == nil)
    switch vm.state {
    case .loaded(count: 0): print("matched zero")
    default: print("other")
    }
}
