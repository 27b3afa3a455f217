/// SwiftUI's `UnitPoint`: a point in a view's unit square, (0, 0) top leading.
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let named: [String: UnitPoint] = [
        "zero": UnitPoint(x: 0, y: 0), "center": UnitPoint(x: 0.5, y: 0.5),
        "leading": UnitPoint(x: 0, y: 0.5), "trailing": UnitPoint(x: 1, y: 0.5),
        "top": UnitPoint(x: 0.5, y: 0), "bottom": UnitPoint(x: 0.5, y: 1),
        "topLeading": UnitPoint(x: 0, y: 0), "topTrailing": UnitPoint(x: 1, y: 0),
        "bottomLeading": UnitPoint(x: 0, y: 1), "bottomTrailing": UnitPoint(x: 1, y: 1),
    ]
}

/// A gradient's colour stops, locations 0...1 in order.
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: ColorValue
        public var location: Double

        public init(color: ColorValue, location: Double) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// Evenly spaced stops, as `Gradient(colors:)` makes them.
    public init(colors: [ColorValue]) {
        let count = colors.count
        stops = colors.enumerated().map { index, color in
            Stop(color: color, location: count > 1 ? Double(index) / Double(count - 1) : 0)
        }
    }
}

public struct LinearGradientValue: Hashable, Sendable {
    public var gradient: Gradient
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
}
