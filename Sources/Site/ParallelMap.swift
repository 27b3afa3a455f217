import Dispatch

/// Maps `items` on all cores and returns the results in the items' order,
/// so parallel work never changes the bytes we write.
func parallelMap<Item: Sendable, Result: Sendable>(_ items: [Item], _ transform: @Sendable (Item) -> Result) -> [Result] {
    let slots = ResultSlots<Result>(count: items.count)
    defer { slots.deallocate() }
    items.withUnsafeBufferPointer { buffer in
        let input = UncheckedSendable(buffer)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            slots.initialize(index, to: transform(input.value[index]))
        }
    }
    return slots.moveResults()
}

/// Raw storage with one slot per index. Each index is written by exactly one
/// iteration of `concurrentPerform`, so no two threads touch the same slot.
private struct ResultSlots<Result>: @unchecked Sendable {
    let base: UnsafeMutablePointer<Result>
    let count: Int

    init(count: Int) {
        self.count = count
        base = .allocate(capacity: max(count, 1))
    }

    func initialize(_ index: Int, to value: Result) {
        (base + index).initialize(to: value)
    }

    /// Call once, after every slot was initialized.
    func moveResults() -> [Result] {
        (0..<count).map { (base + $0).move() }
    }

    func deallocate() {
        base.deallocate()
    }
}

/// `@unchecked Sendable`: wraps the input buffer, which the iterations only read
/// while `parallelMap` waits for them.
private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
