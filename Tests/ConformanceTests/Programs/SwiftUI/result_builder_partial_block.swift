// A custom @resultBuilder using buildPartialBlock to fold spacing tokens into the program's own layout spec, with buildExpression overloads and limited-availability-free branches.
import SwiftUI

struct Spec: CustomStringConvertible {
    var total: CGFloat = 0
    var parts: [String] = []
    var description: String { "\(parts.joined(separator: "+")) = \(total)" }
}

enum Gap: CGFloat { case tight = 4, normal = 8, loose = 16 }

@resultBuilder
struct SpecBuilder {
    static func buildExpression(_ gap: Gap) -> Spec { Spec(total: gap.rawValue, parts: ["\(gap)"]) }
    static func buildExpression(_ points: CGFloat) -> Spec { Spec(total: points, parts: ["\(points)pt"]) }
    static func buildExpression(_ spec: Spec) -> Spec { spec }
    static func buildPartialBlock(first: Spec) -> Spec {
        print("  first", first.parts)
        return first
    }
    static func buildPartialBlock(accumulated: Spec, next: Spec) -> Spec {
        print("  accumulate", accumulated.total, "+", next.total)
        return Spec(total: accumulated.total + next.total, parts: accumulated.parts + next.parts)
    }
    static func buildEither(first: Spec) -> Spec { first }
    static func buildEither(second: Spec) -> Spec { second }
    static func buildOptional(_ spec: Spec?) -> Spec { spec ?? Spec(total: 0, parts: ["none"]) }
}

func spec(@SpecBuilder _ make: () -> Spec) -> Spec { make() }

func header(compact: Bool, hasSubtitle: Bool) -> Spec {
    spec {
        Gap.loose
        if compact { Gap.tight } else { Gap.normal }
        if hasSubtitle {
            Gap.tight
            CGFloat(2)
        }
        12
    }
}

func main() {
    print("regular with subtitle")
    print(header(compact: false, hasSubtitle: true))
    print("compact without subtitle")
    print(header(compact: true, hasSubtitle: false))
    print("nested")
    let nested = spec {
        header(compact: true, hasSubtitle: true)
        Gap.normal
    }
    print(nested)
    let gaps: [Gap] = [.tight, .normal, .loose]
    print("raw:", gaps.map(\.rawValue))
}
