import DesignModel
import Diagnostics
import Foundation

/// Reads the colour sets of Xcode asset catalogs (`Colors.xcassets/
/// BrandRed.colorset/Contents.json`) among a guide's inputs, so
/// `Color("BrandRed")` draws the real colour: the universal (any
/// appearance) value, and the dark one where the set has it. Folders that
/// provide a namespace prefix their colours' names (`Brand/Red`).
enum AssetCatalogReader {
    /// The most colour sets read from one guide's catalogs.
    static let maximumColorSets = 5_000

    static func colors(inCatalogs catalogs: [String], diagnostics: inout [Diagnostic]) -> [String: ColorValue] {
        var colors: [String: ColorValue] = [:]
        for catalog in catalogs.sorted() {
            var pending: [(path: String, namespace: String, depth: Int)] = [(catalog, "", 0)]
            while let (folder, namespace, depth) = pending.popLast(), colors.count < maximumColorSets {
                let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
                for name in names where !name.hasPrefix(".") {
                    let path = "\(folder)/\(name)"
                    if name.hasSuffix(".colorset") {
                        let colorName = namespace + String(name.dropLast(".colorset".count))
                        do {
                            if let color = try colorSet(at: "\(path)/Contents.json") { colors[colorName] = color }
                        } catch {
                            diagnostics.append(.warning("cannot read colour set '\(colorName)': \(error)", at: FileLocation(file: "\(path)/Contents.json", line: 1, column: 1)))
                        }
                    } else if !name.contains("."), depth < 8 {
                        var isDirectory: ObjCBool = false
                        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
                        pending.append((path, providesNamespace(path) ? "\(namespace)\(name)/" : namespace, depth + 1))
                    }
                }
            }
        }
        return colors
    }

    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    /// One colour set: its any-appearance colour and its dark one.
    static func colorSet(at path: String) throws -> ColorValue? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = json["colors"] as? [[String: Any]] else { throw Malformed(description: "no \"colors\" list") }
        var light: RGBA?, dark: RGBA?
        for entry in entries {
            guard let color = entry["color"] as? [String: Any], let rgba = try self.color(color) else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            let luminosity = appearances.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
            switch luminosity {
            case "dark": dark = rgba
            case "light": light = light ?? rgba
            default: if let idiom = entry["idiom"] as? String, idiom != "universal", idiom != "iphone" { continue } else { light = rgba }
            }
        }
        guard let light = light ?? dark else { return nil }
        return ColorValue(light: light, dark: dark ?? light)
    }

    /// `{"color-space": "srgb", "components": {"red": "0xFF", "green": "0.5", ...}}`.
    static func color(_ color: [String: Any]) throws -> RGBA? {
        if let platform = color["platform"] as? String { _ = platform; return nil } // a system colour reference
        guard let components = color["components"] as? [String: Any] else { return nil }
        func component(_ key: String) throws -> Double? {
            guard let raw = components[key] else { return nil }
            let text = (raw as? String) ?? "\(raw)"
            let value: Double?
            if text.lowercased().hasPrefix("0x") {
                value = UInt64(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
            } else if let number = Double(text) {
                // Xcode writes 0...1 with a decimal point, 0...255 without one.
                value = text.contains(".") ? number : (number > 1 ? number / 255 : number)
            } else {
                value = nil
            }
            guard let value, value.isFinite else { throw Malformed(description: "component \(key) is '\(text)'") }
            return min(max(value, 0), 1)
        }
        let alpha = try component("alpha") ?? 1
        if let white = try component("white") { return RGBA(red: white, green: white, blue: white, alpha: alpha) }
        guard let red = try component("red"), let green = try component("green"), let blue = try component("blue") else { return nil }
        return RGBA(red: red, green: green, blue: blue, alpha: alpha)
    }

    private static func providesNamespace(_ folder: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: "\(folder)/Contents.json"),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let properties = json["properties"] as? [String: Any] else { return false }
        return properties["provides-namespace"] as? Bool ?? false
    }
}
