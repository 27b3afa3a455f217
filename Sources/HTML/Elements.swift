// Named helpers for the HTML elements sitegen writes. Each takes attributes
// (nil ones are left out, for conditional attributes) and an `HTMLBuilder`
// closure; void elements take attributes only.

@inline(__always)
private func make(_ name: String, _ attributes: [HTMLAttribute?], _ content: () -> [HTMLNode]) -> HTMLNode {
    .element(name, attributes.compactMap { $0 }, children: content())
}

public func div(_ attributes: HTMLAttribute?..., @HTMLBuilder content: () -> [HTMLNode] = { [] }) -> HTMLNode { make("div", attributes, content) }
public func span(_ attributes: HTMLAttribute?..., @HTMLBuilder content: () -> [HTMLNode] = { [] }) -> HTMLNode { make("span", attributes, content) }
public func p(_ attributes: HTMLAttribute?..., @HTMLBuilder content: () -> [HTMLNode]) -> HTMLNode { make("p", attributes, content) }
public func a(_ attributes: HTMLAttribute?..., @HTMLBuilder content: () -> [HTMLNode]) -> HTMLNode { make("a", attributes, content) }
public func em(_ attributes: HTMLAttribute?..., @HTMLBuilder content: () -> [HTMLNode]) -> HTMLNode { make("em", attributes, content) }
public func strong(_ attributes: HTMLAttribute?..., @HTMLBuilder content: () -> [HTMLNode]) -> HTMLNode { make("strong", attributes, content) }
public func del(_ attributes: HTMLAttribute?..., @HTMLBuilder content: () -> [HTMLNode]) -> HTMLNode { make("del", attributes, content) }
public func small(_ attributes: HTMLAttribute?..., @HTMLBuilder content: () -> [HTMLNode]) -> HTMLNode { make("small", attributes, content) }
public func kbd(_ attributes: HTMLAttribute?..., @HTMLBuilder content: () -> [HTMLNode]) -> HTMLNode { make("kbd", attributes, content) }
public func code(_ attributes: HTMLAttribute?..., @HTMLBuilder content: () -> [HTMLNode]) -> HTMLNode { make("code", attributes, content) }
public func pre(_ attributes: HTMLAttribute?..., @HTMLBuilder content: () -> [HTMLNode]) -> HTMLNode { make("pre", attributes, content) }
public func blockquote(_ attributes: HTMLAttribute?..., @HTMLBuilder content: () -> [HTMLNode]) -> HTMLNode { make("blockquote", attributes, content) }
public func ul(_ attributes: HTMLAttribute?..., @HTMLBuilder content: () -> [HTMLNode]) -> HTMLNode { make("ul", attributes, content) }
public func ol(_ attributes: HTMLAttribute?..., @HTMLBuilder content: () -> [HTMLNode]) -> HTMLNode { make("ol", attributes, content) }
public func li(_ attributes: HTMLAttribute?..., @HTMLBuilder content: () -> [HTMLNode]) -> HTMLNode { make("li", attributes, content) }
public func dl(_ attributes: HTMLAttribute?..., @HTMLBuilder content: () -> [HTMLNode]) -> HTMLNode { make("dl", attributes, content) }
public func dt(_ attributes: HTMLAttribute?..., @HTMLBuilder content: () -> [HTMLNode]) -> HTMLNode { make("dt", attributes, content) }
public func dd(_ attributes: HTMLAttribute?..., @HTMLBuilder content: () -> [HTMLNode]) -> HTMLNode { make("dd", attributes, content) }
public func table(_ attributes: HTMLAttribute?..., @HTMLBuilder content: () -> [HTMLNode]) -> HTMLNode { make("table", attributes, content) }
public func thead(_ attributes: HTMLAttribute?..., @HTMLBuilder content: () -> [HTMLNode]) -> HTMLNode { make("thead", attributes, content) }
public func tbody(_ attributes: HTMLAttribute?..., @HTMLBuilder content: () -> [HTMLNode]) -> HTMLNode { make("tbody", attributes, content) }
public func tr(_ attributes: HTMLAttribute?..., @HTMLBuilder content: () -> [HTMLNode]) -> HTMLNode { make("tr", attributes, content) }
public func th(_ attributes: HTMLAttribute?..., @HTMLBuilder content: () -> [HTMLNode]) -> HTMLNode { make("th", attributes, content) }
public func td(_ attributes: HTMLAttribute?..., @HTMLBuilder content: () -> [HTMLNode]) -> HTMLNode { make("td", attributes, content) }
public func nav(_ attributes: HTMLAttribute?..., @HTMLBuilder content: () -> [HTMLNode]) -> HTMLNode { make("nav", attributes, content) }
public func header(_ attributes: HTMLAttribute?..., @HTMLBuilder content: () -> [HTMLNode]) -> HTMLNode { make("header", attributes, content) }
public func footer(_ attributes: HTMLAttribute?..., @HTMLBuilder content: () -> [HTMLNode]) -> HTMLNode { make("footer", attributes, content) }
public func section(_ attributes: HTMLAttribute?..., @HTMLBuilder content: () -> [HTMLNode]) -> HTMLNode { make("section", attributes, content) }
public func article(_ attributes: HTMLAttribute?..., @HTMLBuilder content: () -> [HTMLNode]) -> HTMLNode { make("article", attributes, content) }
public func aside(_ attributes: HTMLAttribute?..., @HTMLBuilder content: () -> [HTMLNode]) -> HTMLNode { make("aside", attributes, content) }
public func figure(_ attributes: HTMLAttribute?..., @HTMLBuilder content: () -> [HTMLNode]) -> HTMLNode { make("figure", attributes, content) }
public func figcaption(_ attributes: HTMLAttribute?..., @HTMLBuilder content: () -> [HTMLNode]) -> HTMLNode { make("figcaption", attributes, content) }
public func details(_ attributes: HTMLAttribute?..., @HTMLBuilder content: () -> [HTMLNode]) -> HTMLNode { make("details", attributes, content) }
public func summary(_ attributes: HTMLAttribute?..., @HTMLBuilder content: () -> [HTMLNode]) -> HTMLNode { make("summary", attributes, content) }
public func button(_ attributes: HTMLAttribute?..., @HTMLBuilder content: () -> [HTMLNode]) -> HTMLNode { make("button", attributes, content) }
public func fieldset(_ attributes: HTMLAttribute?..., @HTMLBuilder content: () -> [HTMLNode]) -> HTMLNode { make("fieldset", attributes, content) }
public func legend(_ attributes: HTMLAttribute?..., @HTMLBuilder content: () -> [HTMLNode]) -> HTMLNode { make("legend", attributes, content) }
public func label(_ attributes: HTMLAttribute?..., @HTMLBuilder content: () -> [HTMLNode]) -> HTMLNode { make("label", attributes, content) }
public func mainElement(_ attributes: HTMLAttribute?..., @HTMLBuilder content: () -> [HTMLNode]) -> HTMLNode { make("main", attributes, content) }

/// `<h1>` to `<h6>`.
public func heading(_ level: Int, _ attributes: HTMLAttribute?..., @HTMLBuilder content: () -> [HTMLNode]) -> HTMLNode {
    make("h\(min(max(level, 1), 6))", attributes, content)
}

public func hr(_ attributes: HTMLAttribute?...) -> HTMLNode { .element("hr", attributes.compactMap { $0 }, closing: .void) }
public func br() -> HTMLNode { .element("br", closing: .void) }
public func img(_ attributes: HTMLAttribute?...) -> HTMLNode { .element("img", attributes.compactMap { $0 }, closing: .void) }
public func input(_ attributes: HTMLAttribute?...) -> HTMLNode { .element("input", attributes.compactMap { $0 }, closing: .void) }
