// A three-level hierarchy: inherited stored properties, partial overrides, and which level's method each call reaches.
class Vehicle {
    var wheels: Int
    var speed = 0
    init(wheels: Int) { self.wheels = wheels }
    func accelerate() { speed += 10 }
    func horn() -> String { "beep" }
    var description: String { "\(wheels) wheels at \(speed) km/h, horn \(horn())" }
}

class Car: Vehicle {
    var gear = 1
    init() { super.init(wheels: 4) }
    override func accelerate() {
        super.accelerate()
        gear = min(5, speed / 20 + 1)
    }
}

class SportsCar: Car {
    override func accelerate() {
        super.accelerate()
        super.accelerate()
    }
    override func horn() -> String { "vroom" }
}

class Bicycle: Vehicle {
    init() { super.init(wheels: 2) }
    override func horn() -> String { "ring " + super.horn() }
}

func main() {
    let fleet: [Vehicle] = [Vehicle(wheels: 3), Car(), SportsCar(), Bicycle()]
    for _ in 0..<3 {
        fleet.forEach { $0.accelerate() }
    }
    for v in fleet {
        print(v.description)
    }
    if let car = fleet[1] as? Car, let sports = fleet[2] as? Car {
        print("gears:", car.gear, sports.gear)
    }
    let sports = SportsCar()
    sports.wheels = 3
    sports.accelerate()
    print(sports.description, "gear", sports.gear)
}
