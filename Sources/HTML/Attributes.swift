extension HTMLAttribute {
    public static func `class`(_ names: String...) -> HTMLAttribute {
        HTMLAttribute("class", names.filter { !$0.isEmpty }.joined(separator: " "))
    }
    public static func id(_ value: String) -> HTMLAttribute { HTMLAttribute("id", value) }
    public static func href(_ value: String) -> HTMLAttribute { HTMLAttribute("href", value) }
    public static func src(_ value: String) -> HTMLAttribute { HTMLAttribute("src", value) }
    public static func alt(_ value: String) -> HTMLAttribute { HTMLAttribute("alt", value) }
    public static func title(_ value: String) -> HTMLAttribute { HTMLAttribute("title", value) }
    public static func style(_ value: String) -> HTMLAttribute { HTMLAttribute("style", value) }
    public static func lang(_ value: String) -> HTMLAttribute { HTMLAttribute("lang", value) }
    public static func role(_ value: String) -> HTMLAttribute { HTMLAttribute("role", value) }
    public static func type(_ value: String) -> HTMLAttribute { HTMLAttribute("type", value) }
    public static func name(_ value: String) -> HTMLAttribute { HTMLAttribute("name", value) }
    public static func value(_ value: String) -> HTMLAttribute { HTMLAttribute("value", value) }
    public static func width(_ value: String) -> HTMLAttribute { HTMLAttribute("width", value) }
    public static func height(_ value: String) -> HTMLAttribute { HTMLAttribute("height", value) }
    public static func placeholder(_ value: String) -> HTMLAttribute { HTMLAttribute("placeholder", value) }
    public static func data(_ name: String, _ value: String) -> HTMLAttribute { HTMLAttribute("data-" + name, value) }
    public static func aria(_ name: String, _ value: String) -> HTMLAttribute { HTMLAttribute("aria-" + name, value) }
    /// A boolean attribute written without a value (`open`, `hidden`).
    public static func flag(_ name: String) -> HTMLAttribute { HTMLAttribute(name, nil) }
    /// Any other attribute, e.g. SVG presentation attributes.
    public static func custom(_ name: String, _ value: String) -> HTMLAttribute { HTMLAttribute(name, value) }
}
