// @Environment in view structs read outside a view hierarchy yields each key's default value: custom keys, colorScheme and dynamicTypeSize, used to compute the view's own metrics.
import SwiftUI

struct Spacing: Equatable {
    var unit: CGFloat
    func callAsFunction(_ n: Int) -> CGFloat { unit * CGFloat(n) }
}

struct SpacingKey: EnvironmentKey {
    static let defaultValue = Spacing(unit: 4)
}

struct DensityKey: EnvironmentKey {
    static let defaultValue: Double = 1.0
}

extension EnvironmentValues {
    var spacing: Spacing {
        get { self[SpacingKey.self] }
        set { self[SpacingKey.self] = newValue }
    }
    var density: Double {
        get { self[DensityKey.self] }
        set { self[DensityKey.self] = newValue }
    }
}

struct ListRow: View {
    @Environment(\.spacing) private var spacing
    @Environment(\.density) var density
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.dynamicTypeSize) var typeSize
    let title: String

    var rowHeight: CGFloat { (spacing(11) * CGFloat(density)).rounded() }
    var schemeName: String { colorScheme == .dark ? "dark" : "light" }
    var usesLargeLayout: Bool { typeSize.isAccessibilitySize }
    var isDefaultTypeSize: Bool { typeSize == .large }

    var body: some View {
        HStack(spacing: spacing(2)) { Text(title) }.frame(height: rowHeight)
    }
}

func main() {
    let row = ListRow(title: "Inbox")
    print("spacing unit:", row.rowHeight / 11, "spacing(3):", Spacing(unit: 4)(3))
    print("density:", row.density)
    print("row height:", row.rowHeight)
    print("scheme:", row.schemeName)
    print("large layout:", row.usesLargeLayout, "default type size:", row.isDefaultTypeSize)
    var env = EnvironmentValues()
    env.spacing = Spacing(unit: 8)
    print("explicit values do not reach the wrapper outside a hierarchy:", row.rowHeight, "but env has", env.spacing(11))
    _ = row.body
}
