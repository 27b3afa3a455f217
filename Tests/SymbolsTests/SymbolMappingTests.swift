import Testing
@testable import Symbols

/// The rules that map SF Symbol names onto the set, on a small made-up set
/// of icon names (so they hold whatever Phosphor adds), and the real table.
@Suite struct SymbolMappingTests {
    let resolver = SymbolResolver(icons: [
        "heart", "house", "check", "check-circle", "plus", "x", "x-circle", "bell", "bell-slash", "eye", "circle", "square",
        "octagon", "shield", "shield-check", "user", "user-plus", "user-circle", "user-circle-plus", "caret-left", "caret-right",
        "caret-up", "caret-down", "caret-double-left", "caret-circle-left", "arrow-up", "arrow-up-right", "arrow-down-left",
        "arrow-left", "arrow-right", "arrow-circle-up", "arrow-square-up-right", "triangle", "arrow-clockwise",
        "arrow-counter-clockwise", "chat-circle", "warning", "info", "question", "list", "star", "folder", "seal-check",
    ], table: """
        heart             heart
        house             house
        checkmark         check           line
        plus              plus            line
        xmark             x               line
        bell              bell
        eye               eye
        person            user
        person.crop.circle  user-circle
        info.circle       info
        bubble.left       chat-circle
        bubble.right      chat-circle     mirror
        star              star
        folder            folder
        goforward         arrow-clockwise line
        parkingsign       "P"
        """)

    func icon(_ name: String) -> String? { resolver.resolve(name)?.iconName }

    @Test func fillTakesTheFilledTwin() {
        #expect(resolver.resolve("heart")?.recipe == .icon("heart", filled: false))
        #expect(resolver.resolve("heart.fill")?.recipe == .icon("heart", filled: true))
        #expect(resolver.resolve("heart.fill")?.isFilled == true)
        #expect(icon("house.fill") == "house-fill")
        // `.fill` may sit inside the name.
        #expect(icon("person.fill") == "user-fill")
    }

    @Test func lineSymbolsStayLinesWhenAskedForFill() {
        #expect(resolver.resolve("checkmark.fill")?.recipe == .icon("check", filled: false))
        #expect(resolver.resolve("checkmark.fill")?.isFilled == false)
    }

    @Test func circleUsesTheSetsCircledIconOrPutsTheGlyphInACircle() {
        #expect(icon("checkmark.circle") == "check-circle")
        #expect(icon("checkmark.circle.fill") == "check-circle-fill")
        #expect(icon("xmark.circle.fill") == "x-circle-fill")
        #expect(icon("person.circle") == "user-circle")
        // No circled heart in the set: a heart in a ring, or cut out of a disc (filled, as SF draws it).
        #expect(resolver.resolve("heart.circle")?.recipe == .enclosed(.icon("heart", filled: false), shape: "circle", filled: false))
        #expect(resolver.resolve("heart.circle.fill")?.recipe == .enclosed(.icon("heart", filled: true), shape: "circle", filled: true))
        #expect(icon("heart.circle.fill") == "heart-fill in circle-fill")
        // A line glyph cut out of a disc stays a line.
        #expect(resolver.resolve("plus.circle.fill")?.recipe == .enclosed(.icon("plus", filled: false), shape: "circle", filled: true))
        // The table wins over the rule: Phosphor's `info` is already circled.
        #expect(icon("info.circle") == "info")
        #expect(icon("info.circle.fill") == "info-fill")
        #expect(icon("person.crop.circle.fill") == "user-circle-fill")
    }

    @Test func otherEnclosures() {
        #expect(icon("heart.square.fill") == "heart-fill in square-fill")
        #expect(icon("plus.app") == "plus in square")
        #expect(icon("xmark.octagon.fill") == "x in octagon-fill")
        #expect(icon("checkmark.shield") == "shield-check")
        #expect(icon("arrow.up.right.square") == "arrow-square-up-right")
    }

    @Test func slashUsesTheSetsSlashedIconOrStrikesThrough() {
        #expect(icon("bell.slash") == "bell-slash")
        #expect(icon("bell.slash.fill") == "bell-slash-fill")
        #expect(resolver.resolve("eye.slash")?.recipe == .slashed(.icon("eye", filled: false)))
        #expect(icon("eye.slash.fill") == "eye-fill + slash")
    }

    @Test func chevronsAreCarets() {
        #expect(icon("chevron.left") == "caret-left")
        #expect(icon("chevron.right") == "caret-right")
        #expect(icon("chevron.up") == "caret-up")
        #expect(icon("chevron.down") == "caret-down")
        #expect(icon("chevron.forward") == "caret-right")
        #expect(icon("chevron.backward") == "caret-left")
        #expect(icon("chevron.compact.down") == "caret-down")
        #expect(icon("chevron.left.2") == "caret-double-left")
        #expect(icon("chevron.left.circle.fill") == "caret-circle-left-fill")
        // Chevrons have no filled form in SF Symbols.
        #expect(resolver.resolve("chevron.left.fill")?.isFilled == false)
        #expect(resolver.resolve("chevron.sideways") == nil)
    }

    @Test func arrowsByDirection() {
        #expect(icon("arrow.up") == "arrow-up")
        #expect(icon("arrow.up.right") == "arrow-up-right")
        #expect(icon("arrow.down.left") == "arrow-down-left")
        #expect(icon("arrow.forward") == "arrow-right")
        #expect(icon("arrow.backward") == "arrow-left")
        #expect(icon("arrow.up.circle") == "arrow-circle-up")
        #expect(icon("arrow.up.circle.fill") == "arrow-circle-up-fill")
        #expect(resolver.resolve("arrow.up.left.down") == nil)
        #expect(icon("arrowtriangle.down.fill") == "triangle-fill turned 180°")
        #expect(icon("arrowtriangle.up") == "triangle")
        #expect(icon("goforward.30") == "arrow-clockwise + “30”")
        #expect(icon("gobackward.15") == "arrow-counter-clockwise + “15”")
    }

    @Test func badges() {
        #expect(icon("person.badge.plus") == "user-plus")
        #expect(icon("person.crop.circle.badge.plus") == "user-circle-plus")
        #expect(icon("bell.badge") == "bell + dot")
        #expect(icon("bell.badge.fill") == "bell-fill + dot")
        // No `folder-plus` in this set: a small circled plus at the corner.
        #expect(icon("folder.badge.plus") == "folder + plus in circle-fill")
    }

    @Test func lettersNumbersAndText() {
        #expect(resolver.resolve("g.circle.fill")?.recipe == .enclosed(.text("G"), shape: "circle", filled: true))
        #expect(icon("17.square") == "“17” in square")
        #expect(icon("parkingsign.circle") == "“P” in circle")
        #expect(resolver.resolve("100.circle") == nil)
    }

    @Test func mirroredAndTurned() {
        #expect(resolver.resolve("bubble.right")?.recipe == .transformed(.icon("chat-circle", filled: false), mirrored: true, degrees: 0))
        #expect(icon("bubble.right.fill") == "chat-circle-fill mirrored")
    }

    @Test func unmappedNamesGiveNil() {
        #expect(resolver.resolve("flux.capacitor") == nil)
        #expect(resolver.resolve("heart.flux") == nil)
        #expect(resolver.resolve("") == nil)
        #expect(resolver.resolve("heart..fill") == nil)
        #expect(resolver.resolve("Heart") == nil)
        // A table line whose icon the set lacks maps to nothing rather than to a broken file.
        let sparse = SymbolResolver(icons: ["circle"], table: "heart  heart")
        #expect(sparse.resolve("heart") == nil)
    }
}

/// The real table against the installed Phosphor set.
@Suite struct SymbolTableTests {
    let catalog = SymbolCatalog.standard

    @Test func theIconSetIsInstalled() {
        #expect(catalog.missingPackages.isEmpty, "run scripts/install-deps: \(catalog.missingPackages)")
        #expect(catalog.resolver.icons.count > 1_000)
        #expect(catalog.source.version.hasPrefix("2."))
        #expect(catalog.source.license == "MIT")
    }

    @Test func everyTableIconExistsInTheSet() {
        let entries = SymbolResolver.parse(SymbolResolver.table)
        let icons = catalog.resolver.icons
        let missing = entries.filter { _, entry in
            !entry.isText && entry.icon.split(separator: "+").contains { part in
                !icons.contains(String(part)) && !(part.hasSuffix("-fill") && icons.contains(String(part.dropLast(5))))
            }
        }.map(\.key).sorted()
        #expect(missing.isEmpty, "table icons not in Phosphor: \(missing)")
    }

    @Test func everyTableLineIsOneNameAndParses() {
        let names = SymbolResolver.tableNames
        #expect(names.count == Set(names).count, "a name is listed twice")
        #expect(names.count == SymbolResolver.parse(SymbolResolver.table).count)
        for name in names {
            #expect(catalog.mapping(for: name) != nil, "\(name) does not resolve")
        }
    }

    @Test func stemsMeaningTheSameThingGetOneIcon() {
        // SF's `.circle` names where Phosphor's icon already has the circle.
        #expect(catalog.mapping(for: "questionmark.circle")?.iconName == "question")
        #expect(catalog.mapping(for: "exclamationmark.triangle.fill")?.iconName == "warning-fill")
        #expect(catalog.mapping(for: "magnifyingglass")?.iconName == "magnifying-glass")
        #expect(catalog.mapping(for: "square.and.arrow.up")?.iconName == "export")
        #expect(catalog.mapping(for: "gearshape.fill")?.iconName == "gear-six-fill")
        #expect(catalog.mapping(for: "bolt.fill")?.iconName == "lightning-fill")
    }
}
