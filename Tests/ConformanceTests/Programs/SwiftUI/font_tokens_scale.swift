// Type-scale tokens built on Font.system(size:weight:design:), with implicit members in weight and design arguments and a library static overload beside SwiftUI's.
import SwiftUI

struct TypeToken {
    let name: String
    let size: CGFloat
    let lineHeight: CGFloat
    let isBold: Bool
    var font: Font {
        .system(size: size, weight: isBold ? .bold : .regular, design: .default)
    }
}

enum TypeScale {
    static let base: CGFloat = 16
    static let ratio: CGFloat = 1.25
    static func step(_ n: Int) -> CGFloat {
        var size = base
        if n > 0 {
            for _ in 0..<n { size *= ratio }
        } else if n < 0 {
            for _ in 0..<(-n) { size /= ratio }
        }
        return (size * 10).rounded() / 10
    }
    static let tokens: [TypeToken] = [
        TypeToken(name: "caption", size: step(-1), lineHeight: (step(-1) * 1.4).rounded(), isBold: false),
        TypeToken(name: "body", size: step(0), lineHeight: (step(0) * 1.5).rounded(), isBold: false),
        TypeToken(name: "title", size: step(2), lineHeight: (step(2) * 1.3).rounded(), isBold: true),
        TypeToken(name: "display", size: step(4), lineHeight: (step(4) * 1.2).rounded(), isBold: true),
    ]
}

extension Font {
    static func brand(_ name: String) -> Font {
        guard let token = TypeScale.tokens.first(where: { $0.name == name }) else {
            print("unknown token", name, "falls back to body")
            return .body
        }
        print("Font.brand(\(name)) size", token.size, "line height", token.lineHeight)
        return token.font
    }
    static func system(size: Int) -> Font {
        print("library Font.system(size: Int)", size)
        return .system(size: CGFloat(size))
    }
}

func main() {
    for n in -2...4 {
        print("step", n, TypeScale.step(n))
    }
    for token in TypeScale.tokens {
        print(token.name, token.size, token.lineHeight, token.isBold)
    }
    _ = Text("a").font(.brand("title"))
    _ = Text("b").font(.brand("nope"))
    print("literal 14 (Int overload is the library's):")
    _ = Text("c").font(.system(size: 14))
    print("literal 14.5:")
    _ = Text("d").font(.system(size: 14.5))
    let size: CGFloat = 18
    print("CGFloat variable:")
    _ = Text("e").font(.system(size: size, weight: .semibold))
    let count = 3
    print("Int variable:")
    _ = Text("f").font(.system(size: count * 4))
}
