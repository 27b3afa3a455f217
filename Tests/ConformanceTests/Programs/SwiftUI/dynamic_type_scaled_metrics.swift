// A scaled-metric helper keyed by DynamicTypeSize (table lookups, comparisons, clamping with a ClosedRange) used by a view struct that reads @Environment(\.dynamicTypeSize).
import SwiftUI

struct ScaledValue {
    let base: CGFloat
    var maximum: DynamicTypeSize = .accessibility5

    static let multipliers: [DynamicTypeSize: CGFloat] = [
        .xSmall: 0.82, .small: 0.88, .medium: 0.94, .large: 1.0, .xLarge: 1.12, .xxLarge: 1.24, .xxxLarge: 1.35,
        .accessibility1: 1.64, .accessibility2: 1.95, .accessibility3: 2.35, .accessibility4: 2.76, .accessibility5: 3.12,
    ]

    func value(for size: DynamicTypeSize) -> CGFloat {
        let effective = min(size, maximum)
        return (base * ScaledValue.multipliers[effective]!).rounded()
    }
}

struct AvatarRow: View {
    @Environment(\.dynamicTypeSize) var typeSize
    let avatar = ScaledValue(base: 40, maximum: .xxxLarge)

    var avatarSize: CGFloat { avatar.value(for: typeSize) }
    var body: some View {
        HStack {
            Circle().frame(width: avatarSize, height: avatarSize)
            if typeSize < .accessibility1 {
                Text("Name")
            } else {
                VStack { Text("Name") }
            }
        }
    }
}

func main() {
    let icon = ScaledValue(base: 17)
    let capped = ScaledValue(base: 17, maximum: .xLarge)
    for size in DynamicTypeSize.allCases {
        print(icon.value(for: size), capped.value(for: size), terminator: size == .accessibility5 ? "\n" : " | ")
    }
    let row = AvatarRow()
    print("avatar at default size:", row.avatarSize)
    print("avatar at ax5 (capped at xxxLarge):", row.avatar.value(for: .accessibility5))
    let allowed: ClosedRange<DynamicTypeSize> = .xSmall ... .xxLarge
    for size in [DynamicTypeSize.small, .xxxLarge, .accessibility3] {
        let c = allowed.contains(size) ? size : allowed.upperBound
        print("clamp", size == c ? "kept" : "capped", capped.value(for: c))
    }
    let growing = zip(DynamicTypeSize.allCases, DynamicTypeSize.allCases.dropFirst()).allSatisfy { icon.value(for: $0) <= icon.value(for: $1) }
    print("monotonic:", growing)
    _ = row.body
}
