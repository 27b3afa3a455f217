import Foundation

/// Foundation's `Measurement` and its units (`UnitLength.kilometers`,
/// `.converted(to: .miles)`, `a + b`, `m * 2`), answered by the real
/// Foundation types on this machine, so conversions and printing are
/// Foundation's to the last digit.
///
/// A measurement is a `Measurement` record of its `value` and `unit`; a
/// unit is a record named by its dimension (`UnitLength`) holding its
/// `name` (`kilometers`) and `symbol`.
enum MeasurementMembers {
    static let typeName = "Measurement"

    /// The units guides use, by dimension and name.
    static let units: [String: [String: Dimension]] = [
        "UnitLength": [
            "kilometers": UnitLength.kilometers, "meters": UnitLength.meters, "centimeters": UnitLength.centimeters,
            "millimeters": UnitLength.millimeters, "micrometers": UnitLength.micrometers, "nanometers": UnitLength.nanometers,
            "miles": UnitLength.miles, "yards": UnitLength.yards, "feet": UnitLength.feet, "inches": UnitLength.inches,
            "nauticalMiles": UnitLength.nauticalMiles, "lightyears": UnitLength.lightyears,
        ],
        "UnitMass": [
            "kilograms": UnitMass.kilograms, "grams": UnitMass.grams, "milligrams": UnitMass.milligrams, "metricTons": UnitMass.metricTons,
            "pounds": UnitMass.pounds, "ounces": UnitMass.ounces, "stones": UnitMass.stones,
        ],
        "UnitDuration": [
            "hours": UnitDuration.hours, "minutes": UnitDuration.minutes, "seconds": UnitDuration.seconds,
            "milliseconds": UnitDuration.milliseconds, "microseconds": UnitDuration.microseconds, "nanoseconds": UnitDuration.nanoseconds,
        ],
        "UnitSpeed": [
            "metersPerSecond": UnitSpeed.metersPerSecond, "kilometersPerHour": UnitSpeed.kilometersPerHour,
            "milesPerHour": UnitSpeed.milesPerHour, "knots": UnitSpeed.knots,
        ],
        "UnitTemperature": ["kelvin": UnitTemperature.kelvin, "celsius": UnitTemperature.celsius, "fahrenheit": UnitTemperature.fahrenheit],
        "UnitVolume": [
            "liters": UnitVolume.liters, "milliliters": UnitVolume.milliliters, "cubicMeters": UnitVolume.cubicMeters,
            "gallons": UnitVolume.gallons, "cups": UnitVolume.cups, "fluidOunces": UnitVolume.fluidOunces,
        ],
        "UnitEnergy": [
            "joules": UnitEnergy.joules, "kilojoules": UnitEnergy.kilojoules, "calories": UnitEnergy.calories,
            "kilocalories": UnitEnergy.kilocalories, "kilowattHours": UnitEnergy.kilowattHours,
        ],
        "UnitAngle": ["degrees": UnitAngle.degrees, "radians": UnitAngle.radians, "revolutions": UnitAngle.revolutions],
    ]

    /// `UnitLength.kilometers`: a unit as a value.
    static func staticMember(_ name: String, of dimension: String) -> Value? {
        guard let unit = units[dimension]?[name] else { return nil }
        return .record(Record(dimension, ["name": .string(name), "symbol": .string(unit.symbol)]))
    }

    /// `Measurement(value: 5, unit: UnitLength.kilometers)`.
    static func construct(_ typeName: String, _ arguments: [Argument]) throws -> Value? {
        guard typeName == Self.typeName || typeName.hasPrefix(Self.typeName + "<") else { return nil }
        guard let value = arguments.value("value")?.asDouble, let unit = arguments.value("unit"), case .record(let record) = unit,
              units[record.typeName] != nil else {
            throw builtinError("Measurement(value:unit:) needs a number and a unit such as UnitLength.meters")
        }
        return make(Measurement(value: value, unit: try dimension(unit, like: nil)))
    }

    static func make(_ measurement: Measurement<Dimension>) -> Value {
        // Foundation makes a new unit object each time: found by its class and equality within it.
        let dimension = units.first { $0.value.values.contains { type(of: $0) == type(of: measurement.unit) } }
        let name = dimension?.value.first { $0.value == measurement.unit }?.key ?? measurement.unit.symbol
        let unit = Record(dimension?.key ?? "Dimension", ["name": .string(name), "symbol": .string(measurement.unit.symbol)])
        return .record(Record(typeName, ["value": .double(measurement.value), "unit": .record(unit)]))
    }

    /// A unit record, or `.meters` written where the unit of `receiver`'s dimension is expected.
    static func dimension(_ value: Value, like receiver: Record?) throws -> Dimension {
        switch value {
        case .record(let record):
            if case .string(let name)? = record["name"], let unit = units[record.typeName]?[name] { return unit }
        case .implicitMember(let name, nil):
            if case .record(let unit)? = receiver?["unit"], let found = units[unit.typeName]?[name] { return found }
        default:
            break
        }
        throw builtinError("not a unit of this measurement: \(value.kindDescription)")
    }

    static func measurement(_ value: Value) -> Measurement<Dimension>? {
        guard case .record(let record) = value, record.typeName == typeName, let number = record["value"]?.asDouble,
              let unit = record["unit"], let dimension = try? dimension(unit, like: nil) else { return nil }
        return Measurement(value: number, unit: dimension)
    }

    static let all: [LibraryMember] = [
        .method("converted") { value, call in
            guard let measurement = measurement(value), case .record(let record) = value else { return value }
            return make(measurement.converted(to: try dimension(call.required("to"), like: record)))
        },
        .mutating("convert") { value, call in
            guard let measurement = measurement(value), case .record(let record) = value else { return .void }
            value = make(measurement.converted(to: try dimension(call.required("to"), like: record)))
            return .void
        },
        .property("description") { value, _ in .string(measurement(value).map { "\($0)" } ?? "") },
    ]

    /// How Foundation prints a measurement (`5.0 km`).
    static func describe(_ value: Value) -> String? {
        measurement(value).map { "\($0)" }
    }

    /// `a + b`, `a - b` (in the base unit unless both share one), `m * 2`, `m / 2`, and comparisons,
    /// as Foundation does them. Nil when neither operand is a measurement.
    static func binary(_ op: String, _ left: Value, _ right: Value) throws -> Value? {
        let a = measurement(left), b = measurement(right)
        guard a != nil || b != nil else { return nil }
        if let a, let b {
            guard type(of: a.unit).baseUnit() == type(of: b.unit).baseUnit() else { throw builtinError("measurements of different dimensions") }
            switch op {
            case "+": return make(a + b)
            case "-": return make(a - b)
            case "==": return .bool(a == b)
            case "!=": return .bool(a != b)
            case "<": return .bool(a < b)
            case ">": return .bool(a > b)
            case "<=": return .bool(a <= b)
            case ">=": return .bool(a >= b)
            default: break
            }
        } else if let a, let factor = right.asDouble {
            if op == "*" { return make(a * factor) }
            if op == "/" { return make(a / factor) }
        } else if let b, let factor = left.asDouble, op == "*" {
            return make(factor * b)
        }
        throw builtinError("cannot apply '\(op)' to \(left.kindDescription) and \(right.kindDescription)")
    }
}
