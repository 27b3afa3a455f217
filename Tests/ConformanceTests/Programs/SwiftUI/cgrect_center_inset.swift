// CGRect helpers used in layout code: a `center` extension property, midX/maxY/insetBy/offsetBy/union/intersection/contains from Foundation, and a rect built from a center and size.
import SwiftUI

extension CGRect {
    var center: CGPoint { CGPoint(x: midX, y: midY) }

    init(center: CGPoint, size: CGSize) {
        self.init(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(x: minX + insets.leading, y: minY + insets.top,
               width: width - insets.leading - insets.trailing, height: height - insets.top - insets.bottom)
    }
}

func r(_ rect: CGRect) -> String { "[\(rect.minX), \(rect.minY), \(rect.width), \(rect.height)]" }

func main() {
    let card = CGRect(x: 10, y: 20, width: 200, height: 100)
    print("card", r(card), "center", card.center.x, card.center.y)
    print("midX", card.midX, "maxY", card.maxY, "maxX", card.maxX, "minY", card.minY)
    let inner = card.insetBy(dx: 16, dy: 8)
    print("insetBy", r(inner))
    print("inset EdgeInsets", r(card.inset(by: EdgeInsets(top: 4, leading: 8, bottom: 12, trailing: 16))))
    let tooMuch = card.insetBy(dx: 150, dy: 8)
    print("over-inset isNull:", tooMuch.isNull, "isEmpty:", tooMuch.isEmpty)
    let badge = CGRect(center: CGPoint(x: card.maxX, y: card.minY), size: CGSize(width: 20, height: 20))
    print("badge", r(badge))
    print("union", r(card.union(badge)))
    print("intersection", r(card.intersection(badge)))
    print("intersects", card.intersects(badge), "contains center", card.contains(card.center), "contains (0,0)", card.contains(CGPoint.zero))
    print("offset", r(card.offsetBy(dx: -10, dy: 5)))
    let negative = CGRect(x: 50, y: 50, width: -20, height: -10)
    print("negative standardized", r(negative.standardized), "minX", negative.minX, "width", negative.width)
    print("zero", r(.zero), CGRect.zero.isEmpty, "equal", CGRect.zero == CGRect(x: 0, y: 0, width: 0, height: 0))
    let size = card.size
    print("size", size.width, size.height, "origin", card.origin.x, card.origin.y)
}
