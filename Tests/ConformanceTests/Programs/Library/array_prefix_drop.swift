// Checks prefix, suffix, prefix(while:), drop(while:), dropFirst and dropLast on arrays.
func main() {
    let readings = [2, 4, 6, 7, 8, 10, 3]
    print(readings.prefix(3), readings.suffix(2))
    print(readings.prefix(100), readings.suffix(0))
    print(readings.prefix(while: { $0 % 2 == 0 }))
    print(readings.drop(while: { $0 % 2 == 0 }))
    print(readings.prefix(while: { $0 > 100 }), readings.drop(while: { _ in true }))
    print(readings.dropFirst(), readings.dropLast())
    print(readings.dropFirst(2).dropLast(2))
    print(readings.prefix(upTo: 2), readings.suffix(from: 5), readings.prefix(through: 1))
    let slice = readings.drop(while: { $0 < 7 })
    print(slice.startIndex, slice.first!, Array(slice))
    let lines = ["# Title", "# Sub", "body 1", "body 2", "# Not header"]
    let header = lines.prefix(while: { $0.hasPrefix("#") })
    let body = lines.drop(while: { $0.hasPrefix("#") })
    print(Array(header))
    print(Array(body))
    let sortedScores = [99, 95, 90, 82, 70]
    print(sortedScores.prefix(while: { $0 >= 90 }).count, "passing with distinction")
    print(type(of: readings.prefix(2)))
}
