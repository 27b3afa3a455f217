// A hand-written grid layout computing item frames with CGRect/CGSize arithmetic: columns from a minimum width, gutters, row wrapping, and hit-testing a point.
import SwiftUI

struct CardGridLayout {
    let minItemWidth: CGFloat
    let spacing: CGFloat
    let itemHeight: CGFloat
    var insets = EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)

    func columns(for width: CGFloat) -> Int {
        let available = width - insets.leading - insets.trailing
        return max(1, Int((available + spacing) / (minItemWidth + spacing)))
    }

    func frames(count: Int, width: CGFloat) -> [CGRect] {
        let cols = columns(for: width)
        let available = width - insets.leading - insets.trailing
        let itemWidth = (available - spacing * CGFloat(cols - 1)) / CGFloat(cols)
        return (0..<count).map { i in
            let row = i / cols, col = i % cols
            return CGRect(x: insets.leading + CGFloat(col) * (itemWidth + spacing),
                          y: insets.top + CGFloat(row) * (itemHeight + spacing),
                          width: itemWidth, height: itemHeight)
        }
    }

    func contentSize(count: Int, width: CGFloat) -> CGSize {
        let all = frames(count: count, width: width)
        guard let last = all.last else { return CGSize(width: width, height: insets.top + insets.bottom) }
        return CGSize(width: width, height: last.maxY + insets.bottom)
    }

    func index(at point: CGPoint, count: Int, width: CGFloat) -> Int? {
        frames(count: count, width: width).firstIndex { $0.contains(point) }
    }
}

func f(_ r: CGRect) -> String { "[\(r.minX),\(r.minY) \(r.width)x\(r.height)]" }

func main() {
    let grid = CardGridLayout(minItemWidth: 100, spacing: 10, itemHeight: 80)
    for width in [120.0, 375, 390, 768] as [CGFloat] {
        print("width", width, "columns", grid.columns(for: width))
    }
    let frames = grid.frames(count: 5, width: 375)
    for (i, frame) in frames.enumerated() { print(i, f(frame)) }
    let size = grid.contentSize(count: 5, width: 375)
    print("content", size.width, size.height, "empty:", grid.contentSize(count: 0, width: 375).height)
    for p in [CGPoint(x: 20, y: 10), CGPoint(x: 200, y: 120), CGPoint(x: 126, y: 50), CGPoint(x: 250, y: 150), CGPoint.zero] {
        print("hit", p.x, p.y, "->", grid.index(at: p, count: 5, width: 375).map(String.init) ?? "none")
    }
    let union = frames.reduce(CGRect.null) { $0.union($1) }
    print("union", f(union))
}
