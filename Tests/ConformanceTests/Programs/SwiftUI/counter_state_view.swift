// A View-conforming struct with @State whose methods mutate the state; reads through the wrapper, $count.wrappedValue and a child Binding agree (shim's State keeps writes in a box).
import SwiftUI

struct Counter: View {
    @State private var count = 0
    @State var history: [Int] = []
    let step: Int

    init(step: Int = 1) { self.step = step }

    var body: some View {
        HStack {
            Text("\(count)")
            CountStepper(value: $count, step: step)
        }
    }

    func increment() {
        count += step
        history.append(count)
    }

    func reset() {
        count = 0
        history.removeAll()
    }

    var projected: Int { $count.wrappedValue }
    var binding: Binding<Int> { $count }
    var current: Int { count }
}

struct CountStepper: View {
    @Binding var value: Int
    let step: Int
    var body: some View { Text("stepper") }
    func tapPlus() { value += step }
    func tapMinus() { value -= step }
}

func main() {
    let counter = Counter(step: 2)
    print("start:", counter.current, counter.projected)
    counter.increment()
    counter.increment()
    print("after two increments:", counter.current, counter.projected, counter.history)
    let child = CountStepper(value: counter.binding, step: 5)
    child.tapPlus()
    print("after child plus:", counter.current, child.value)
    child.tapMinus()
    child.tapMinus()
    print("after two child minus:", counter.current, counter.binding.wrappedValue)
    counter.binding.wrappedValue = 100
    print("binding write:", counter.current, counter.projected)
    let copy = counter
    copy.increment()
    print("copy shares the storage:", counter.current, copy.current, counter.history)
    counter.reset()
    print("reset:", counter.current, counter.history.isEmpty)
    let other = Counter()
    other.increment()
    print("separate instance:", other.current, counter.current)
    _ = counter.body
}
