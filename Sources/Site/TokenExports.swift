import DesignModel
import Foundation
import TextShaping

/// A JSON value, encoded with sorted keys so exports are byte-stable.
indirect enum JSONValue: Encodable, Equatable {
    case string(String)
    case number(Double)
    case integer(Int)
    case bool(Bool)
    case array([JSONValue])
    case object([String: JSONValue])

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// Pretty-printed with sorted keys and a final newline. `JSONText`
    /// writes JSONEncoder's bytes directly; what it cannot write (a number
    /// JSON has no form for) goes through JSONEncoder, which says why.
    func encoded() throws -> Data {
        guard var text = JSONText.pretty(self) else { return try encodedByFoundation() }
        text.append(0x0A)
        return Data(text)
    }

    func encodedByFoundation() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }
}

/// `tokens.json` in the W3C Design Tokens Community Group format (2025.10):
/// colours as sRGB component objects with their hex, groups from the
/// guide's MARK sections, `{color.group.token}` aliases where a token is
/// another, typography composites for fonts. What the format cannot say
/// (dark values, the Swift source) goes under `$extensions."dev.sitegen"`.
enum DesignTokensJSON {
    static let extensionKey = "dev.sitegen"

    static func document(for guide: Guide) -> JSONValue {
        let tokens = guide.tokens
        var root: [String: JSONValue] = [
            "$description": .string("Design tokens of \(guide.title), evaluated by sitegen from the Swift in \(guide.sourcePath)."),
        ]
        var colorGroups: [String: JSONValue] = ["$type": .string("color")]
        let groupKeys = Dictionary(tokens.colors.map { ($0.name, groupKey($0.source.group)) }, uniquingKeysWith: { first, _ in first })
        for (group, members) in grouped(tokens.colors.filter { $0.value != nil }, by: \.source.group) {
            var entries = existingGroup(colorGroups[groupKey(group)], description: group)
            for token in members {
                guard let value = token.value else { continue }
                var entry: [String: JSONValue] = ["$value": colorValue(value.light)]
                var sitegen = extensions(token.source)
                if let dark = value.dark { sitegen["dark"] = colorValue(dark) }
                if let alias = token.alias, let aliasGroup = groupKeys[alias],
                   let target = tokens.colors.first(where: { $0.name == alias })?.value, target == value {
                    entry["$value"] = .string("{color.\(aliasGroup).\(alias)}")
                } else if let alias = token.alias {
                    sitegen["derivedFrom"] = .string(alias)
                }
                entry["$extensions"] = .object([extensionKey: .object(sitegen)])
                entries[token.name] = .object(entry)
            }
            colorGroups[groupKey(group)] = .object(entries)
        }
        for palette in tokens.palettes {
            var entries: [String: JSONValue] = ["$description": .string("Palette \(palette.name)")]
            for (index, color) in palette.colors.enumerated() {
                if let member = palette.members[index], let group = groupKeys[member] {
                    entries["\(index)"] = .object(["$value": .string("{color.\(group).\(member)}")])
                } else {
                    entries["\(index)"] = .object(["$value": colorValue(color.light)])
                }
            }
            colorGroups[palette.name] = .object(entries)
        }
        root["color"] = .object(colorGroups)

        var gradients: [String: JSONValue] = [:]
        for ramp in tokens.ramps {
            let stops = ramp.samples.enumerated().filter { $0.offset % 10 == 0 }.map(\.element).map { sample in
                JSONValue.object([
                    "color": colorValue(sample.color),
                    "position": .number(round4((sample.input - ramp.domain.lowerBound) / (ramp.domain.upperBound - ramp.domain.lowerBound))),
                ])
            }
            var sitegen = extensions(ramp.source)
            sitegen["function"] = .string("\(ramp.name)(\(ramp.parameter))")
            sitegen["domain"] = .array([.number(ramp.domain.lowerBound), .number(ramp.domain.upperBound)])
            gradients[ramp.name] = .object(["$type": .string("gradient"), "$value": .array(stops),
                                            "$description": .string("Sampled from the guide's function over its domain"),
                                            "$extensions": .object([extensionKey: .object(sitegen)])])
        }
        for token in tokens.gradients {
            guard let gradient = token.gradient else { continue }
            var sitegen = extensions(token.source)
            sitegen["startPoint"] = .array([.number(gradient.startPoint.x), .number(gradient.startPoint.y)])
            sitegen["endPoint"] = .array([.number(gradient.endPoint.x), .number(gradient.endPoint.y)])
            gradients[token.name] = .object([
                "$type": .string("gradient"),
                "$value": .array(gradient.gradient.stops.map { .object(["color": colorValue($0.color.light), "position": .number($0.location)]) }),
                "$extensions": .object([extensionKey: .object(sitegen)]),
            ])
        }
        if !gradients.isEmpty { root["gradient"] = .object(gradients) }

        var fonts: [String: JSONValue] = ["$type": .string("typography")]
        for token in tokens.fonts {
            guard let spec = token.spec else { continue }
            fonts[token.name] = typography(spec, source: token.source)
        }
        for helper in tokens.fontHelpers {
            guard let spec = helper.sample else { continue }
            var entry = typography(spec, source: helper.source)
            if case .object(var fields) = entry, case .object(var ext)? = fields["$extensions"], case .object(var sitegen)? = ext[extensionKey] {
                sitegen["helper"] = .string("\(helper.name)\(helper.parameters)")
                sitegen["sampleCall"] = .string(helper.sampleCall)
                ext[extensionKey] = .object(sitegen)
                fields["$extensions"] = .object(ext)
                entry = .object(fields)
            }
            fonts["\(helper.name)()"] = entry
        }
        root["font"] = .object(fonts)
        return .object(root)
    }

    private static func existingGroup(_ value: JSONValue?, description: String?) -> [String: JSONValue] {
        if case .object(let entries)? = value { return entries }
        return description.map { ["$description": .string($0)] } ?? [:]
    }

    /// A group key from a MARK title: "Canvas & Surfaces (Dark)" -> "canvas-surfaces-dark".
    static func groupKey(_ group: String?) -> String {
        let slug = Slug.make(group ?? "")
        return slug.isEmpty ? "colors" : slug
    }

    static func colorValue(_ color: RGBA) -> JSONValue {
        var value: [String: JSONValue] = [
            "colorSpace": .string("srgb"),
            "components": .array([color.red, color.green, color.blue].map { .number(min(max($0, 0), 1)) }),
            "hex": .string(color.opaqueHex.lowercased()),
        ]
        if color.alpha < 1 { value["alpha"] = .number(color.alpha) }
        return .object(value)
    }

    static func typography(_ spec: FontSpec, source: TokenSource) -> JSONValue {
        let standIn = FontCatalog.standInFamily(for: spec)
        var sitegen = extensions(source)
        sitegen["design"] = .string(spec.design.rawValue)
        sitegen["italic"] = .bool(spec.italic)
        sitegen["monospacedDigit"] = .bool(spec.monospacedDigit)
        sitegen["standIn"] = .string(standIn)
        if case .custom(let name) = spec.family { sitegen["postScriptName"] = .string(name) }
        if let style = spec.textStyle { sitegen["textStyle"] = .string(style) }
        return .object([
            "$value": .object([
                "fontFamily": .array([.string(spec.familyName), .string(standIn)]),
                "fontSize": .object(["value": .number(spec.size), "unit": .string("px")]),
                "fontWeight": .integer(spec.weight),
                "letterSpacing": .object(["value": .number(0), "unit": .string("px")]),
                "lineHeight": .number(1.2),
            ]),
            "$extensions": .object([extensionKey: .object(sitegen)]),
        ])
    }

    private static func extensions(_ source: TokenSource) -> [String: JSONValue] {
        ["source": .string("\(source.location.file):\(source.location.line)"), "swift": .string(source.declaration)]
    }

    private static func round4(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }
}

/// `tokens.css`: every token as a custom property, `--<slug>-<token-name>`
/// (the slug not repeated when the name starts with it),
/// dark values in a `prefers-color-scheme: dark` block.
enum DesignTokensCSS {
    /// Each token's custom property in `tokens.css`, by token name.
    static func properties(for guide: Guide) -> [String: String] {
        let tokens = guide.tokens
        let names = tokens.colors.map(\.name) + tokens.ramps.map(\.name) + tokens.gradients.map(\.name) + tokens.fonts.map(\.name)
        return properties(guide.slug, names)
    }

    static func stylesheet(for guide: Guide) -> String {
        let tokens = guide.tokens
        let properties = Self.properties(for: guide)
        func property(_ slug: String, _ name: String) -> String { properties[name] ?? Self.property(slug, name) }
        var light: [String] = []
        var dark: [String] = []
        for (group, members) in grouped(tokens.colors.filter { $0.value != nil }, by: \.source.group) {
            light.append("  /* \(group ?? "Colours") */")
            for token in members {
                guard let value = token.value else { continue }
                light.append("  \(property(guide.slug, token.name)): \(value.light.hex);")
                if let darkValue = value.dark { dark.append("    \(property(guide.slug, token.name)): \(darkValue.hex);") }
            }
        }
        for ramp in tokens.ramps {
            let stops = ramp.samples.enumerated().filter { $0.offset % 5 == 0 }.map(\.element).map { sample in
                "\(sample.color.hex) \(RGBA.trimmed((sample.input - ramp.domain.lowerBound) / (ramp.domain.upperBound - ramp.domain.lowerBound) * 100))%"
            }
            light.append("  \(property(guide.slug, ramp.name)): linear-gradient(90deg, \(stops.joined(separator: ", ")));")
        }
        for token in tokens.gradients {
            guard let gradient = token.gradient else { continue }
            let angle = cssAngle(from: gradient.startPoint, to: gradient.endPoint)
            let stops = gradient.gradient.stops.map { "\($0.color.light.hex) \(RGBA.trimmed($0.location * 100))%" }
            light.append("  \(property(guide.slug, token.name)): linear-gradient(\(RGBA.trimmed(angle))deg, \(stops.joined(separator: ", ")));")
        }
        if !tokens.fonts.isEmpty { light.append("  /* Typography */") }
        for token in tokens.fonts {
            guard let spec = token.spec else { continue }
            let style = spec.italic ? "italic " : ""
            let fallback = spec.design == .monospaced ? "monospace" : spec.design == .serif ? "serif" : "sans-serif"
            light.append("  \(property(guide.slug, token.name)): \(style)\(spec.weight) \(RGBA.trimmed(spec.size))px/1.2 \"\(spec.familyName)\", \"\(FontCatalog.standInFamily(for: spec))\", \(fallback);")
        }
        var css = "/* Design tokens of \(guide.title), from \(guide.sourcePath). Generated by sitegen. */\n"
        css += ":root {\n" + light.joined(separator: "\n") + "\n}\n"
        if !dark.isEmpty {
            css += "@media (prefers-color-scheme: dark) {\n  :root {\n" + dark.joined(separator: "\n") + "\n  }\n}\n"
        }
        return css
    }

    /// `--whoop-surface-1` for `surface1` in guide `whoop`.
    static func property(_ slug: String, _ name: String) -> String {
        "--\(slug)-" + ContrastClaimReader.words(of: name).map { $0.lowercased() }.joined(separator: "-")
    }

    /// Each token's property, the guide's name not said twice: `whoopSurface1`
    /// in `whoop` is `--whoop-surface-1`, `fitnessGreen` in `apple-fitness`
    /// is `--apple-fitness-green`. A name that would then be another
    /// token's keeps its words (`whoopCanvas` beside `canvas`).
    static func properties(_ slug: String, _ names: [String]) -> [String: String] {
        let slugWords = slug.split(separator: "-").map(String.init)
        func shortened(_ name: String) -> String {
            let words = ContrastClaimReader.words(of: name).map { $0.lowercased() }
            var kept = words[...]
            if kept.starts(with: slugWords) { kept = kept.dropFirst(slugWords.count) }
            else if let last = slugWords.last, kept.first == last { kept = kept.dropFirst() }
            return kept.isEmpty ? property(slug, name) : "--\(slug)-" + kept.joined(separator: "-")
        }
        let short = Dictionary(names.map { ($0, shortened($0)) }) { first, _ in first }
        var uses: [String: Int] = [:]
        for name in Set(names) { uses[short[name]!, default: 0] += 1 }
        let full = Set(names.map { property(slug, $0) })
        return Dictionary(uniqueKeysWithValues: Set(names).map { name in
            let candidate = short[name]!
            let clashes = uses[candidate, default: 0] > 1 || (candidate != property(slug, name) && full.contains(candidate))
            return (name, clashes ? property(slug, name) : candidate)
        })
    }

    /// CSS angle (0deg points up, clockwise) of the line from `start` to `end`.
    static func cssAngle(from start: UnitPoint, to end: UnitPoint) -> Double {
        let angle = atan2(end.x - start.x, -(end.y - start.y)) * 180 / .pi
        return angle < 0 ? angle + 360 : angle
    }
}
