// Checks wrap-around arithmetic with the overflow operators &+, &- and &*.
func main() {
    let a: UInt8 = 250
    print("250 &+ 10 =", a &+ 10)
    print("UInt8.min &- 1 =", UInt8.min &- 1)
    print("UInt8 16 &* 17 =", UInt8(16) &* 17)
    print("Int8.max &+ 1 =", Int8.max &+ 1)
    print("Int8.min &- 1 =", Int8.min &- 1)
    print("Int8 -128 &* -1 =", Int8.min &* -1)
    print("Int.max &+ 1 == Int.min:", Int.max &+ 1 == Int.min)
    print("Int.min &- 1 == Int.max:", Int.min &- 1 == Int.max)
    print("Int.max &* 2 =", Int.max &* 2)
    print("UInt32.max &+ 2 =", UInt32.max &+ 2)
    print("UInt64.max &* UInt64.max =", UInt64.max &* UInt64.max)
    print("Int16 300 &* 300 =", Int16(300) &* 300)
    let r = Int8.max.addingReportingOverflow(1)
    print("addingReportingOverflow", r.partialValue, r.overflow)
    let m = UInt8(200).multipliedReportingOverflow(by: 2)
    print("multipliedReportingOverflow", m.partialValue, m.overflow)
    let s = UInt8(5).subtractingReportingOverflow(3)
    print("subtractingReportingOverflow", s.partialValue, s.overflow)
    var counter: UInt8 = 253
    for _ in 0..<5 {
        counter = counter &+ 1
        print("counter", counter)
    }
    var x: Int8 = 100
    x &+= 100
    print("x &+= 100 ->", x)
    x &-= 100
    print("x &-= 100 ->", x)
    x &*= 3
    print("x &*= 3 ->", x)
}
