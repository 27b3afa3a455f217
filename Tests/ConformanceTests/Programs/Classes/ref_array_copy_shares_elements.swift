// Sorting, filtering and mapping arrays of objects produce new arrays whose elements are the same objects.
final class Task {
    let title: String
    var priority: Int
    var done = false
    init(_ title: String, priority: Int) {
        self.title = title
        self.priority = priority
    }
}

func main() {
    let tasks = [Task("write", priority: 2), Task("review", priority: 3), Task("ship", priority: 1)]
    let sorted = tasks.sorted { $0.priority > $1.priority }
    print("sorted titles:", sorted.map { $0.title })
    sorted[0].done = true
    print("done flags in original order:", tasks.map { $0.done })

    let high = tasks.filter { $0.priority >= 2 }
    high.forEach { $0.priority += 10 }
    print("priorities:", tasks.map { $0.priority })

    let reversed = Array(tasks.reversed())
    print("reversed[2] === tasks[0]:", reversed[2] === tasks[0])

    let first = tasks.first!
    first.priority = 0
    print("tasks[0].priority:", tasks[0].priority, "sorted last:", sorted.last!.title, sorted.last!.priority)

    var mutableCopy = tasks
    mutableCopy.removeFirst()
    print("counts:", tasks.count, mutableCopy.count)
    mutableCopy.swapAt(0, 1)
    print("copy order:", mutableCopy.map { $0.title }, "original order:", tasks.map { $0.title })

    let slice = tasks[1...]
    slice.first!.done = true
    print("review done via slice:", tasks[1].done)
    let pending = tasks.filter { !$0.done }.map { $0.title }
    print("pending:", pending)
}
