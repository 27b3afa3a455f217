// A closure that captured a class instance mutates the shared object; later calls see the latest state.
final class Score {
    var points = 0
    var events: [String] = []
}

func makeScorer(for score: Score, bonus: Int) -> (String) -> Int {
    return { event in
        score.points += event == "goal" ? 3 + bonus : 1
        score.events.append(event)
        return score.points
    }
}

func main() {
    let score = Score()
    let scorer = makeScorer(for: score, bonus: 1)
    print(scorer("goal"), scorer("assist"), scorer("goal"))
    print("score.points:", score.points, "events:", score.events)

    score.points = 100
    print("after external reset to 100:", scorer("assist"))

    let second = makeScorer(for: score, bonus: 0)
    print("second scorer:", second("goal"), "first scorer:", scorer("goal"))

    var actions: [() -> Void] = []
    for step in 1...3 {
        actions.append { score.points -= step }
    }
    actions.forEach { $0() }
    print("after actions:", score.points)

    var target = Score()
    let capturedVariable = { target.points += 10 }
    target = Score()
    capturedVariable()
    print("closure sees reassigned variable:", target.points)

    let other = Score()
    let capturedValue = { [other] in other.points += 5 }
    capturedValue()
    capturedValue()
    print("capture list still shares object:", other.points)
}
