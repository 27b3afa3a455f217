// A custom @propertyWrapper (clamping, with a projected value and extra init arguments) used in a view struct, including the generated init and the underscored storage.
import SwiftUI

@propertyWrapper
struct Clamped<Value: Comparable> {
    private var value: Value
    let range: ClosedRange<Value>
    private(set) var clampCount = 0

    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
        if value != wrappedValue { clampCount = 1 }
    }

    var wrappedValue: Value {
        get { value }
        set {
            let clamped = min(max(newValue, range.lowerBound), range.upperBound)
            if clamped != newValue { clampCount += 1 }
            value = clamped
        }
    }

    var projectedValue: Clamped<Value> { self }
}

struct ProgressRing: View {
    @Clamped(0...1) var progress: Double = 0
    @Clamped(1...12) var lineWidth: CGFloat = 4
    var label: String

    var body: some View {
        ZStack {
            Circle().stroke(lineWidth: lineWidth)
            Text(label)
        }
    }

    var percent: Int { Int((progress * 100).rounded()) }

    mutating func advance(by delta: Double) { progress += delta }
}

func main() {
    var ring = ProgressRing(label: "Upload")
    print("start:", ring.progress, ring.lineWidth, ring.percent)
    ring.advance(by: 0.35)
    ring.advance(by: 0.4)
    print("advanced:", ring.progress, ring.percent)
    ring.advance(by: 0.5)
    print("over:", ring.progress, ring.percent, "clamps:", ring.$progress.clampCount)
    ring.lineWidth = 30
    print("lineWidth:", ring.lineWidth, "range:", ring.$lineWidth.range.lowerBound, ring.$lineWidth.range.upperBound)
    let explicit = ProgressRing(progress: 1.7, lineWidth: 0.5, label: "Init")
    print("init clamps:", explicit.progress, explicit.lineWidth, explicit.$progress.clampCount, explicit.$lineWidth.clampCount)
    var copy = ring
    copy.progress = -3
    print("copy independent:", copy.progress, ring.progress, "copy clamps:", copy.$progress.clampCount)
    _ = ring.body
}
