// Checks Measurement values, conversions between units and their printed form.
import Foundation

func main() {
    let distance = Measurement(value: 5, unit: UnitLength.kilometers)
    print(distance)
    print(distance.value, distance.unit.symbol)
    let meters = distance.converted(to: .meters)
    print(meters, meters.value)
    let miles = distance.converted(to: .miles)
    print((miles.value * 1000).rounded() / 1000, miles.unit.symbol)
    let feet = Measurement(value: 1, unit: UnitLength.feet).converted(to: .centimeters)
    print(feet.value)
    let temp = Measurement(value: 100, unit: UnitTemperature.celsius)
    print(temp.converted(to: .fahrenheit).value.rounded())
    print(abs(Measurement(value: 32, unit: UnitTemperature.fahrenheit).converted(to: .celsius).value) < 1e-9)
    print(temp.converted(to: .kelvin).value)
    let total = Measurement(value: 1, unit: UnitLength.kilometers) + Measurement(value: 500, unit: UnitLength.meters)
    print(total, total.unit.symbol)
    let doubled = distance * 2
    print(doubled)
    print(distance > Measurement(value: 4999, unit: UnitLength.meters))
    print(distance == Measurement(value: 5000, unit: UnitLength.meters))
    let duration = Measurement(value: 90, unit: UnitDuration.minutes)
    print(duration.converted(to: .hours).value, duration.converted(to: .seconds).value)
    let speed = Measurement(value: 36, unit: UnitSpeed.kilometersPerHour)
    print((speed.converted(to: .metersPerSecond).value * 100).rounded() / 100)
    let mass = Measurement(value: 2.5, unit: UnitMass.kilograms)
    print(mass.converted(to: .grams).value, mass.unit.symbol)
    var walk = Measurement(value: 800, unit: UnitLength.meters)
    walk.convert(to: .kilometers)
    print(walk.value, walk.unit.symbol, walk)
}
