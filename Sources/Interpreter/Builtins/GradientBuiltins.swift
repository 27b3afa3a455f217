import DesignModel

/// `LinearGradient`, `Gradient` and `Gradient.Stop`.
enum GradientBuiltins {
    static func construct(_ typeName: String, _ arguments: [Argument], interpreter: Interpreter, in frame: Frame) throws -> Value? {
        switch typeName {
        case "LinearGradient":
            return .linearGradient(try linear(arguments, interpreter: interpreter, in: frame))
        case "Gradient":
            return .record(Record("Gradient", ["stops": .array(try stops(arguments, interpreter: interpreter, in: frame).map(stopValue))]))
        case "Gradient.Stop":
            return stopValue(try stop(from: arguments, interpreter: interpreter, in: frame))
        default:
            return nil
        }
    }

    static func linear(_ arguments: [Argument], interpreter: Interpreter, in frame: Frame) throws -> LinearGradientValue {
        let gradient = Gradient(stops: try stops(arguments, interpreter: interpreter, in: frame))
        guard !gradient.stops.isEmpty else { throw builtinError("a gradient needs colours") }
        return LinearGradientValue(
            gradient: gradient,
            startPoint: try unitPoint(arguments.value("startPoint")) ?? UnitPoint(x: 0.5, y: 0),
            endPoint: try unitPoint(arguments.value("endPoint")) ?? UnitPoint(x: 0.5, y: 1)
        )
    }

    /// Stops from `colors:`, `stops:` or `gradient:`.
    static func stops(_ arguments: [Argument], interpreter: Interpreter, in frame: Frame) throws -> [Gradient.Stop] {
        if case .array(let colors)? = arguments.value("colors") {
            return Gradient(colors: try colors.map { try color($0, interpreter: interpreter, in: frame) }).stops
        }
        if case .array(let stops)? = arguments.value("stops") {
            return try stops.map { try stop($0, interpreter: interpreter, in: frame) }
        }
        if case .record(let gradient)? = arguments.value("gradient"), case .array(let stops)? = gradient["stops"] {
            return try stops.map { try stop($0, interpreter: interpreter, in: frame) }
        }
        return []
    }

    private static func stop(_ value: Value, interpreter: Interpreter, in frame: Frame) throws -> Gradient.Stop {
        switch value {
        case .record(let record) where record.typeName == "Gradient.Stop":
            guard case .color(let color)? = record["color"], let location = record["location"]?.asDouble else {
                throw builtinError("bad gradient stop")
            }
            return Gradient.Stop(color: color, location: location)
        case .implicitMember("init", let arguments?):
            return try stop(from: arguments, interpreter: interpreter, in: frame)
        default:
            throw builtinError("expected a Gradient.Stop, got \(value.kindDescription)")
        }
    }

    private static func stop(from arguments: [Argument], interpreter: Interpreter, in frame: Frame) throws -> Gradient.Stop {
        guard let colorArgument = arguments.value("color") else { throw builtinError("a gradient stop needs a color") }
        return Gradient.Stop(color: try color(colorArgument, interpreter: interpreter, in: frame), location: try arguments.requiredNumber("location"))
    }

    private static func stopValue(_ stop: Gradient.Stop) -> Value {
        .record(Record("Gradient.Stop", ["color": .color(stop.color), "location": .double(stop.location)]))
    }

    static func color(_ value: Value, interpreter: Interpreter, in frame: Frame) throws -> ColorValue {
        switch try interpreter.coerce(value, toNamed: "Color", in: frame) {
        case .color(let color): return color
        default: throw builtinError("expected a colour, got \(value.kindDescription)")
        }
    }

    static func unitPoint(_ value: Value?) throws -> UnitPoint? {
        guard let value else { return nil }
        if let name = value.caseName, let point = UnitPoint.named[name] { return point }
        if let (x, y) = value.pointCoordinates { return UnitPoint(x: x, y: y) }
        throw builtinError("expected a UnitPoint, got \(value.kindDescription)")
    }
}
