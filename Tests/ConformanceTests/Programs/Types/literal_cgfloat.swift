// CGFloat and Float contexts make integer literal division fractional.
import Foundation

struct Spacing {
    static let unit: CGFloat = 8
    static let half: CGFloat = 1/2
    static let third: CGFloat = 4/3
}

func main() {
    let c: CGFloat = 7/2
    print(c)
    print(Spacing.unit * Spacing.half)
    print(Spacing.third > 1)
    let f: Float = 1/4
    print(f)
    let corner: CGFloat = Spacing.unit * 3/2
    print(corner)
    let ratio: CGFloat = 16/9
    print(ratio > 1.7, ratio < 1.8)
    let w: CGFloat = 320
    let cols: CGFloat = 3
    print(w / cols > 106, w / cols < 107)
    let inset = w * (1/4)
    print(inset)
    let size = CGSize(width: 10/4, height: 3/2)
    print(size.width, size.height)
    let point = CGPoint(x: 1/2, y: 5/2)
    print(point.x + point.y)
    let ints = 7/2
    print(CGFloat(ints))
}
