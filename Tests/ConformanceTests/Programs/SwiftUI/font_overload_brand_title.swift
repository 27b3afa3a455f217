// A library's font(_: BrandFont) beside SwiftUI's font(_: Font?): `.title` goes to the library when BrandFont has a `title`.
import SwiftUI

struct BrandFont {
    let name: String
    let size: CGFloat

    static let title = BrandFont(name: "Brand-Bold", size: 28)
    static let body = BrandFont(name: "Brand-Regular", size: 17)
    static let caption = BrandFont(name: "Brand-Light", size: 12)
}

var applied: [String] = []

extension View {
    func font(_ font: BrandFont) -> some View {
        applied.append(font.name)
        print("library font:", font.name, font.size)
        return self.font(Font.custom(font.name, size: font.size))
    }
}

struct Headline: View {
    let text: String
    var body: some View {
        Text(text).font(.title)
    }
}

func main() {
    print("1: Text(...).font(.title)")
    _ = Text("Welcome").font(.title)
    print("2: Text(...).font(BrandFont.body)")
    _ = Text("Body").font(BrandFont.body)
    print("3: Text(...).font(Font.body)")
    _ = Text("Body").font(Font.body)
    print("4: Color.red.font(.caption)")
    _ = Color.red.font(.caption)
    print("5: font(.headline) exists only on Font")
    _ = Text("Plain").font(.headline)
    print("6: VStack { }.font(.title)")
    _ = VStack { Text("a"); Text("b") }.font(.title)
    print("7: reading Headline().body")
    _ = Headline(text: "Hello").body
    print("8: font(nil)")
    _ = Text("n").font(nil)
    print("applied:", applied)
    print("count:", applied.count)
}
