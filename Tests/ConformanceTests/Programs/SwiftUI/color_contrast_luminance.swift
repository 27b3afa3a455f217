// WCAG relative luminance and contrast ratios of a design system's colour tokens, computed in the program's own struct that also produces SwiftUI Colors.
import SwiftUI

struct SRGB {
    let r: Double, g: Double, b: Double

    init(_ r255: Int, _ g255: Int, _ b255: Int) {
        r = Double(r255) / 255
        g = Double(g255) / 255
        b = Double(b255) / 255
    }

    private static func linear(_ c: Double) -> Double {
        c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    var luminance: Double {
        0.2126 * SRGB.linear(r) + 0.7152 * SRGB.linear(g) + 0.0722 * SRGB.linear(b)
    }

    func contrast(with other: SRGB) -> Double {
        let a = luminance + 0.05, b = other.luminance + 0.05
        return max(a, b) / min(a, b)
    }

    var color: Color { Color(red: r, green: g, blue: b) }
}

enum Level: String { case aaa = "AAA", aa = "AA", aaLarge = "AA-large", fail = "fail" }

func level(_ ratio: Double) -> Level {
    switch ratio {
    case 7...: return .aaa
    case 4.5..<7: return .aa
    case 3..<4.5: return .aaLarge
    default: return .fail
    }
}

func fmt(_ x: Double) -> String { String(format: "%.2f", x) }

func main() {
    let white = SRGB(255, 255, 255), black = SRGB(0, 0, 0)
    let tokens: [(String, SRGB)] = [("blue", SRGB(10, 132, 255)), ("gray", SRGB(142, 142, 147)), ("navy", SRGB(0, 32, 96)), ("yellow", SRGB(255, 204, 0))]
    print("white L", fmt(white.luminance), "black L", fmt(black.luminance))
    print("black/white", fmt(black.contrast(with: white)))
    for (name, c) in tokens {
        let onWhite = c.contrast(with: white), onBlack = c.contrast(with: black)
        print(name, "L", fmt(c.luminance), "on white", fmt(onWhite), level(onWhite).rawValue, "on black", fmt(onBlack), level(onBlack).rawValue)
        _ = Text(name).foregroundStyle(c.color)
    }
    let best = tokens.max { $0.1.contrast(with: white) < $1.1.contrast(with: white) }!
    print("best on white:", best.0)
    print("symmetric:", tokens[0].1.contrast(with: white) == white.contrast(with: tokens[0].1))
}
