// Custom prefix and postfix operators, and how they bind tighter than infix operators.
import Foundation

prefix operator √
postfix operator %
postfix operator ++
prefix operator ~~

prefix func √ (x: Double) -> Double { x.squareRoot() }
postfix func % (x: Double) -> Double { x / 100 }
postfix func ++ (x: inout Int) -> Int {
    let old = x
    x += 1
    return old
}
prefix func ~~ (s: String) -> String { String(s.reversed()) }

struct Flag { var on: Bool }
prefix func ! (f: Flag) -> Flag { Flag(on: !f.on) }

func main() {
    print(√16)
    print(√16 + 9)
    print(√(16 + 9))
    print(50%)
    print(200 * 15%)
    print(√4 * 25%)
    var i = 5
    let old = i++
    print(old, i)
    print(i++ + i++, i)
    print(~~"abc", ~~"abc" + "d", ~~("abc" + "d"))
    let f = Flag(on: true)
    print((!f).on, (!(!f)).on)
    print(-(√9), √(-(-9)))
}
