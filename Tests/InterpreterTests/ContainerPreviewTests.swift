import DesignModel
@testable import Interpreter
import SwiftCode
import Testing

/// SwiftUI's system containers as the interpreter builds them: lists and
/// their sections, navigation stacks reading their bar from the views
/// inside, sheets drawn presented only when their binding is true, and the
/// settings no container reads reported as having no picture.
@Suite struct ContainerPreviewTests {
    private func dump(_ preview: ComponentPreview?) throws -> String {
        let preview = try #require(preview)
        #expect(preview.failure == nil, "\(preview.failure?.message ?? "")")
        return try #require(preview.variants.first).view.treeDump
    }

    @Test func aListKeepsItsSectionsRowsAndSettings() throws {
        let tree = try dump(previews("""
        struct Settings: View {
            let names = ["Ann", "Bo"]
            var body: some View {
                List {
                    Section("Friends") {
                        ForEach(names, id: \\.self) { Text($0) }
                    }
                    Section {
                        Text("Plain")
                            .listRowBackground(Color.yellow)
                            .listRowSeparator(.hidden)
                    } header: {
                        Text("More")
                    } footer: {
                        Text("The end")
                    }
                }
                .listStyle(.insetGrouped)
                .scrollContentBackground(.hidden)
            }
        }
        """)["Settings"])
        #expect(tree.contains(".listStyle(insetGrouped)") && tree.contains(".scrollContentBackground(hidden)"))
        #expect(tree.contains("List\n"))
        #expect(tree.components(separatedBy: "Section\n").count - 1 == 2)
        #expect(tree.contains("[header]") && tree.contains("Text \"Friends\"") && tree.contains("[footer]") && tree.contains("Text \"The end\""))
        #expect(tree.contains("Text \"Ann\"") && tree.contains("Text \"Bo\""))
        #expect(tree.contains(".listRowBackground") && tree.contains(".listRowSeparator(hidden)"))
    }

    @Test func aListOfDataMakesARowForEachElement() throws {
        let tree = try dump(previews("""
        struct Inbox: View {
            let senders = ["Maya", "Tom", "Priya"]
            var body: some View {
                List(senders, id: \\.self) { sender in Text(sender) }
            }
        }
        """)["Inbox"])
        for name in ["Maya", "Tom", "Priya"] { #expect(tree.contains("Text \"\(name)\"")) }
    }

    @Test func aNavigationStackReadsItsBarFromTheViewsInside() throws {
        let tree = try dump(previews("""
        struct Mail: View {
            var body: some View {
                NavigationStack {
                    VStack {
                        Text("Inbox")
                            .navigationTitle(Text("Mailboxes"))
                    }
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                        ToolbarItemGroup(placement: .bottomBar) {
                            Button("A") {}
                            Button("B") {}
                        }
                        Button("Compose") {}
                    }
                    .toolbarBackground(.visible, for: .navigationBar)
                }
            }
        }
        """)["Mail"])
        #expect(tree.contains("NavigationStack(\"Mailboxes\", inline, background visible)"))
        #expect(tree.contains("[toolbar leading]") && tree.contains("[toolbar trailing]"))
        #expect(tree.components(separatedBy: "[toolbar bottomBar]").count - 1 == 2)
    }

    @Test func theOldNavigationBarSpellingsAreRead() throws {
        let tree = try dump(previews("""
        struct Old: View {
            var body: some View {
                NavigationView {
                    Text("Body")
                        .navigationBarTitle("Legacy", displayMode: .inline)
                        .navigationBarItems(trailing: Button("Done") {})
                }
            }
        }
        """)["Old"])
        #expect(tree.contains("NavigationStack(\"Legacy\", inline)"))
        #expect(tree.contains("[toolbar trailing]"))
    }

    /// Outside a navigation stack no bar is drawn, so a toolbar item made of
    /// a view the guide does not declare leaves nothing out of the picture;
    /// inside one (the same view, built by another component) it does.
    @Test func aToolbarItemCountsOnlyWhereABarDrawsIt() throws {
        let all = previews("""
        struct Screen: View {
            var body: some View {
                Text("Content")
                    .navigationBarItems(trailing: LibraryIcon())
                    .toolbar { ToolbarItem(placement: .topBarLeading) { LibraryBadge() } }
            }
        }
        struct InStack: View {
            var body: some View {
                NavigationStack { Screen() }
            }
        }
        struct HiddenBar: View {
            var body: some View {
                NavigationStack { Screen().navigationBarHidden(true) }
            }
        }
        """)
        let alone = try #require(all["Screen"])
        _ = try dump(alone)
        #expect(alone.issues.allSatisfy { $0.kind == .noPicture }, "\(alone.issues.map(\.name))")
        let inStack = try #require(all["InStack"])
        #expect(try dump(inStack).contains("[toolbar trailing]"))
        let undeclared = inStack.issues.filter { $0.kind == .notDrawn }
        #expect(Set(undeclared.map(\.name)) == ["LibraryIcon (not declared in the guide)", "LibraryBadge (not declared in the guide)"])
        #expect(Set(undeclared.map(\.location.line)) == [4, 5])
        #expect(try #require(all["HiddenBar"]).issues.allSatisfy { $0.kind == .noPicture })
    }

    @Test func aSheetIsPresentedOnlyWhenItsBindingIsTrue() throws {
        let all = previews("""
        struct Shown: View {
            @State private var showing = true
            var body: some View {
                Text("Behind")
                    .sheet(isPresented: $showing) {
                        Text("Sheet")
                            .presentationDetents([.medium, .fraction(0.3), .height(200)])
                            .presentationDragIndicator(.visible)
                            .presentationCornerRadius(20)
                    }
            }
        }
        struct Hidden: View {
            var body: some View {
                Text("Behind").fullScreenCover(isPresented: .constant(false)) { Text("Cover") }
            }
        }
        struct ByItem: View {
            @State private var item: String? = "Lisbon"
            var body: some View {
                Text("Trips").sheet(item: $item) { trip in Text(trip) }
            }
        }
        """)
        let shown = try dump(all["Shown"])
        #expect(shown.contains("Presentation(sheet, detents medium,fraction(0.3),height(200), drag indicator visible, corners 20)"))
        #expect(shown.contains("[presenter]") && shown.contains("Text \"Behind\"") && shown.contains("Text \"Sheet\""))
        // The `showing = false` state draws the screen alone, and says the sheet has no picture there.
        #expect(all["Shown"]?.variants.count == 2)
        let hidden = try dump(all["Hidden"])
        #expect(!hidden.contains("Presentation") && !hidden.contains("Cover"))
        #expect(all["Hidden"]?.issues.contains { $0.name == "fullScreenCover" && $0.kind == .noPicture } == true)
        let byItem = try dump(all["ByItem"])
        #expect(byItem.contains("Presentation(sheet)") && byItem.contains("Text \"Lisbon\""))
    }

    @Test func settingsNoContainerReadsHaveNoPicture() throws {
        let row = try #require(previews("""
        struct Row: View {
            var body: some View {
                Text("Alone")
                    .navigationTitle("Nowhere")
                    .listRowBackground(Color.red)
                    .presentationDetents([.medium])
            }
        }
        """)["Row"])
        let names = row.issues.filter { $0.kind == .noPicture }.map(\.name)
        #expect(names.contains("navigationTitle (outside a NavigationStack)"))
        #expect(names.contains("listRowBackground (outside a List)"))
        #expect(names.contains("presentationDetents (outside a presented sheet)"))
        #expect(!row.issues.contains { $0.kind == .notDrawn })
    }

    @Test func linksLabelsAndPageStylesAreBuilt() throws {
        let tree = try dump(previews("""
        struct Bits: View {
            var body: some View {
                VStack {
                    NavigationLink("Next", value: 2)
                    NavigationLink(destination: Text("Far away")) { Label("Profile", systemImage: "person") }
                    NavigationLink { Text("Also far") } label: { Text("Trailing label") }
                    Link("Help", destination: URL(string: "https://example.com")!)
                    Label("Wi-Fi", systemImage: "wifi").labelStyle(.iconOnly)
                    TabView { Text("One"); Text("Two") }
                        .tabViewStyle(.page(indexDisplayMode: .never))
                        .indexViewStyle(.page(backgroundDisplayMode: .always))
                    LabeledContent("Version", value: "2.1")
                }
            }
        }
        """)["Bits"])
        #expect(tree.components(separatedBy: "NavigationLink\n").count - 1 == 3)
        // Destinations are other screens: not built.
        #expect(!tree.contains("Far away") && !tree.contains("Also far"))
        #expect(tree.contains("Text \"Trailing label\"") && tree.contains("Text \"Help\""))
        #expect(tree.contains(".labelStyle(iconOnly)") && tree.contains("Label\n"))
        #expect(tree.contains(".tabViewStyle(page, index hidden)") && tree.contains(".indexViewStyle(always)"))
        #expect(tree.contains("Text \"Version\"") && tree.contains("Text \"2.1\""))
    }
}
