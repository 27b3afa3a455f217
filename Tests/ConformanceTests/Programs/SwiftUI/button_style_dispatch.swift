// Protocol requirement vs extension-only method on ButtonStyle conformers: dynamic dispatch through generics and existentials, static dispatch for extension members.
import SwiftUI

protocol Pressable {
    func pressedScale() -> CGFloat
}

extension Pressable {
    func pressedScale() -> CGFloat { 0.95 }
    func label() -> String { "pressable" }
}

struct SoftStyle: ButtonStyle, Pressable {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.scaleEffect(configuration.isPressed ? pressedScale() : 1)
    }
    func label() -> String { "soft" }
}

struct BouncyStyle: ButtonStyle, Pressable {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.scaleEffect(configuration.isPressed ? pressedScale() : 1)
    }
    func pressedScale() -> CGFloat { 0.85 }
    func label() -> String { "bouncy" }
}

extension ButtonStyle where Self == SoftStyle { static var soft: SoftStyle { SoftStyle() } }
extension ButtonStyle where Self == BouncyStyle { static var bouncy: BouncyStyle { BouncyStyle() } }

func inspect<S: ButtonStyle & Pressable>(_ s: S) -> String {
    "\(s.label()) scale \(s.pressedScale())"
}

func inspectExistential(_ p: any Pressable) -> String {
    "\(p.label()) scale \(p.pressedScale())"
}

func main() {
    print("concrete soft:", SoftStyle().label(), SoftStyle().pressedScale())
    print("concrete bouncy:", BouncyStyle().label(), BouncyStyle().pressedScale())
    print("generic soft:", inspect(SoftStyle()))
    print("generic bouncy:", inspect(BouncyStyle()))
    print("generic via sugar:", inspect(.bouncy as BouncyStyle))
    let all: [any Pressable] = [SoftStyle(), BouncyStyle()]
    for p in all { print("existential:", inspectExistential(p)) }
    let scales = all.map { $0.pressedScale() }
    print("scales:", scales, "min:", scales.min()!)
    _ = Text("a").buttonStyle(.soft)
    _ = Text("b").buttonStyle(.bouncy)
}
