// Mutating each element of an array of structs requires indexing: a `for x in array` loop works on copies and changes nothing.
struct Task {
    var title: String
    var done = false
    var priority: Int

    mutating func complete() {
        done = true
        priority = 0
    }

    mutating func escalate() {
        priority += 1
        if priority > 3 { priority = 3 }
    }
}

func summary(_ tasks: [Task]) -> String {
    return tasks.map { "\($0.title)[\($0.done ? "x" : " ")]p\($0.priority)" }.joined(separator: " ")
}

func main() {
    var tasks = [Task(title: "a", priority: 1), Task(title: "b", priority: 3), Task(title: "c", priority: 2)]

    for var t in tasks {
        t.complete()
    }
    print(summary(tasks))

    for i in tasks.indices {
        tasks[i].escalate()
    }
    print(summary(tasks))

    for i in tasks.indices where tasks[i].priority == 3 {
        tasks[i].complete()
    }
    print(summary(tasks))

    if let idx = tasks.firstIndex(where: { !$0.done }) {
        tasks[idx].title += "!"
        tasks[idx].complete()
    }
    print(summary(tasks))

    var copies = tasks.map { t -> Task in
        var t = t
        t.done = false
        return t
    }
    copies[0].escalate()
    print(summary(copies))
    print(summary(tasks))
}
