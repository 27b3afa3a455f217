import SwiftCode
import SwiftSemantics
import Testing

/// The table of a guide's declarations: extensions merge into the type they
/// extend; a type declared twice is rejected by swiftc, so the table keeps
/// one type (the last body, with every extension) and says where.
@Suite struct DeclarationTableTests {
    private func table(_ code: String) -> DeclarationTable {
        DeclarationTable(sources: [SwiftSource(text: code, file: "guide.md")])
    }

    @Test func extensionsAddToTheTypeTheyExtend() throws {
        let table = table("""
        struct Card { let title: String }
        extension Card { var subtitle: String { title } }
        extension Card: Equatable {}
        """)
        let card = try #require(table.type(named: "Card"))
        #expect(card.members.properties.map(\.name) == ["title", "subtitle"])
        #expect(card.conforms(to: "Equatable"))
        #expect(table.redeclarations.isEmpty)
    }

    @Test func aTypeDeclaredAgainIsItsLastDeclarationWithItsExtensions() throws {
        let table = table("""
        struct Card<Content> { let title: String; struct Style { let radius: Double } }
        extension Card { var subtitle: String { title } }
        struct Card<Content>: Hashable { let title: String; let count: Int; struct Style { let radius: Double } }
        """)
        let card = try #require(table.type(named: "Card"))
        // Not both bodies' fields: one title, the second body's count, the extension's subtitle.
        #expect(card.members.storedInstanceProperties.map(\.name) == ["title", "count"])
        #expect(card.members.property("subtitle", isStatic: false) != nil)
        #expect(card.genericParameters == ["Content"])
        #expect(card.conforms(to: "Hashable") && card.location.line == 3)
        #expect(card.nestedTypes == ["Card.Style"])
        #expect(try #require(table.type(named: "Card.Style")).members.storedInstanceProperties.map(\.name) == ["radius"])
        #expect(table.redeclarations.map(\.name) == ["Card", "Card.Style"])
        #expect(table.redeclarations.map(\.location.line) == [3, 3] && table.redeclarations.map(\.earlier.line) == [1, 1])
    }

    /// Hostile input: without a bound this re-reads 4.5 million extensions
    /// (a hang, caught by the time limit); with it, a few thousand.
    @Test(.timeLimit(.minutes(1)))
    func redeclaringAndExtendingThousandsOfTimesIsBounded() throws {
        let code = (0..<3_000).map { "struct Card { let n\($0): Int }\nextension Card { var e\($0): Int { 0 } }" }.joined(separator: "\n")
        let table = table(code)
        #expect(try #require(table.type(named: "Card")).members.storedInstanceProperties.map(\.name) == ["n2999"])
        #expect(table.redeclarations.count == 2_999)
    }

    @Test func aGuideTypeWithASwiftUINameShadowsItSilently() throws {
        let table = table("enum ColorScheme { case paper, ink }")
        #expect(try #require(table.type(named: "ColorScheme")).members.cases.map(\.name) == ["paper", "ink"])
        #expect(table.redeclarations.isEmpty)
    }
}
