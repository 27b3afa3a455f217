// DynamicTypeSize as Comparable and CaseIterable: >= .accessibility1, range pattern matching with ~=, isAccessibilitySize, and a layout decision table.
import SwiftUI

enum RowLayout: String { case horizontal, stacked, compactIcon }

func layout(for size: DynamicTypeSize) -> RowLayout {
    switch size {
    case ...DynamicTypeSize.small: return .compactIcon
    case .accessibility1...: return .stacked
    default: return .horizontal
    }
}

func label(_ size: DynamicTypeSize) -> String {
    let names = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "ax1", "ax2", "ax3", "ax4", "ax5"]
    return names[DynamicTypeSize.allCases.firstIndex(of: size)!]
}

func main() {
    print("cases:", DynamicTypeSize.allCases.count)
    for size in DynamicTypeSize.allCases {
        let isAX = size >= .accessibility1
        let inStandard = ...DynamicTypeSize.xxxLarge ~= size
        print(label(size), isAX, size.isAccessibilitySize, inStandard, layout(for: size).rawValue)
    }
    print("large < xLarge:", DynamicTypeSize.large < .xLarge)
    print("max of some:", label([DynamicTypeSize.medium, .accessibility2, .xxLarge].max()!))
    print("min of some:", label([DynamicTypeSize.medium, .accessibility2, .xSmall].min()!))
    let range = DynamicTypeSize.medium...DynamicTypeSize.xxLarge
    print("range contains large:", range.contains(.large), "contains ax1:", range.contains(.accessibility1))
    let clamped = [DynamicTypeSize.xSmall, .large, .accessibility5].map { min(max($0, range.lowerBound), range.upperBound) }
    print("clamped:", clamped.map(label))
    let sorted = [DynamicTypeSize.accessibility3, .small, .xxxLarge, .medium].sorted()
    print("sorted:", sorted.map(label))
    let standardCount = DynamicTypeSize.allCases.filter { !$0.isAccessibilitySize }.count
    print("standard sizes:", standardCount)
}
