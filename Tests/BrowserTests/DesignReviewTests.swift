import Foundation
import Testing

/// What a reviewer sees in the browser: screenshots at desktop and phone
/// widths, token colours exactly on screen, search by hex, pages that read
/// without JavaScript, motion that plays, and the scheme toggle.
@Suite struct DesignReviewTests {
    static let seeds = BuiltSites.seedSite
    static func url(_ site: URL, _ page: String) -> String { site.appendingPathComponent(page).absoluteString }

    @Test func screenshotsAtDesktopAndPhoneWidths() throws {
        let folder = BuiltSites.screenshots
        let pages: [(URL, String)] = [(Self.seeds, "index.html")] + ["whoop", "apple-fitness", "fitbit", "strong", "whatsapp"].map { (Self.seeds, "\($0)/index.html") }
            + [(BuiltSites.corpusSite, "index.html"), (BuiltSites.corpusSite, "imessage/index.html"), (BuiltSites.corpusSite, "airbnb/index.html")]
        try withBrowser { browser in
            for (width, height, mobile) in [(1440, 900, false), (390, 844, true)] {
                let tab = try BrowserPage(browser, width: width, height: height, mobile: mobile)
                for (site, page) in pages {
                    try tab.load(Self.url(site, page))
                    let png = try tab.screenshot()
                    let name = "\(site.lastPathComponent)-\(page.replacingOccurrences(of: "/index.html", with: "").replacingOccurrences(of: ".html", with: ""))-\(width).png"
                    try png.write(to: folder.appendingPathComponent(name))
                    #expect(png.count > 20_000, "\(name) has something on it")
                    // Nothing wider than the screen but the pictures themselves (which scroll in their own box).
                    let overflow = try tab.evaluate("document.documentElement.scrollWidth - window.innerWidth") as? Int ?? 0
                    #expect(overflow <= 0, "\(name) scrolls sideways by \(overflow) px")
                }
                tab.close()
            }
        }
        print("Screenshots: \(folder.path)")
    }

    /// The token's exact colour on screen, read from a screenshot.
    @Test func tokenColoursReachTheScreenExactly() throws {
        try withBrowser { browser in
            let tab = try BrowserPage(browser)
            // At rest: pictures that animate on appear are not caught mid-way.
            try browser.send("Emulation.setEmulatedMedia", ["features": [["name": "prefers-reduced-motion", "value": "reduce"]]], session: tab.session)
            let checks: [(page: String, label: String, script: String, expected: String)] = [
                ("whoop/index.html", "whoopRecoveryRed swatch", Self.centre("#color-whoopRecoveryRed .swatch"), "#FF0026"),
                ("whoop/index.html", "RecoveryRing's ring", Self.onStroke("#component-RecoveryRing", stroke: "#D5E101"), "#D5E101"),
                ("whoop/index.html", "RecoveryRing's canvas", Self.corner("#component-RecoveryRing .canvas svg"), "#0A0A0A"),
                ("apple-fitness/index.html", "ActivityRings' move ring", Self.onStroke("#component-ActivityRings", stroke: "#FA114F"), "#FA114F"),
                ("apple-fitness/index.html", "afExercise swatch", Self.centre("#color-afExercise .swatch"), "#92E82A"),
                ("strong/index.html", "strongBlue swatch", Self.centre("#color-strongBlue .swatch"), "#2F80ED"),
            ]
            for check in checks {
                try tab.load(Self.url(Self.seeds, check.page))
                let point = try #require(try tab.evaluate(check.script) as? [Double], "\(check.label) is on the page")
                let png = try tab.screenshot()
                let colour = try tab.pixels(in: png, at: [(point[0], point[1])]).first
                #expect(colour == check.expected, "\(check.label) at \(point): \(colour ?? "nothing")")
            }
        }
    }

    /// Scrolls an element into view; its centre in the viewport.
    static func centre(_ selector: String) -> String {
        """
        (() => { const e = document.querySelector('\(selector)'); if (!e) return null;
          e.scrollIntoView({ block: 'center' }); const r = e.getBoundingClientRect();
          return [r.left + r.width / 2, r.top + r.height / 2]; })()
        """
    }

    /// A point a few pixels inside an element's top-left corner.
    static func corner(_ selector: String) -> String {
        """
        (() => { const e = document.querySelector('\(selector)'); if (!e) return null;
          e.scrollIntoView({ block: 'center' }); const r = e.getBoundingClientRect(); return [r.left + 4, r.top + 4]; })()
        """
    }

    /// The middle of a stroked path of that colour, a third of the way along, in the viewport.
    static func onStroke(_ component: String, stroke: String) -> String {
        """
        (() => { const path = document.querySelector('\(component) .variants svg path[stroke="\(stroke)"]'); if (!path) return null;
          path.closest('svg').scrollIntoView({ block: 'center' });
          const point = path.getPointAtLength(path.getTotalLength() / 3).matrixTransform(path.getScreenCTM());
          return [point.x, point.y]; })()
        """
    }

    @Test func searchFindsATokenByHexAndOpensIt() throws {
        try withBrowser { browser in
            let tab = try BrowserPage(browser)
            try tab.load(Self.url(Self.seeds, "index.html"))
            try tab.press("/", text: "/")
            #expect(try tab.evaluate("document.activeElement.id") as? String == "site-search", "/ focuses search")
            #expect(try tab.evaluate("getComputedStyle(document.activeElement).outlineStyle") as? String != "none", "focus is visible")
            try tab.type("FF0026")
            #expect(try tab.waitUntil("document.querySelector('.search-result')"), "results appear")
            let first = try tab.evaluate("[...document.querySelectorAll('.search-result .result-name')].map(e => e.textContent)") as? [String]
            #expect(first?.first == "whoopRecoveryRed", "\(first ?? [])")
            try tab.press("ArrowDown")
            #expect(try tab.evaluate("document.querySelector('[aria-selected=true] .result-name').textContent") as? String == "whoopRecoveryRed")
            #expect(try tab.evaluate("document.getElementById('site-search').getAttribute('aria-activedescendant')") as? String == "search-result-0")
            try tab.press("Enter")
            #expect(try tab.waitUntil("location.hash === '#color-whoopRecoveryRed' && document.getElementById('color-whoopRecoveryRed')"))
            #expect(tab.problems.isEmpty, "\(tab.problems)")

            // Esc closes the list, then clears the box.
            try tab.load(Self.url(Self.seeds, "whoop/index.html"))
            try tab.press("/", text: "/")
            // Typed only once the box has focus, as a reader would (under load the key can land first).
            #expect(try tab.waitUntil("document.activeElement && document.activeElement.id === 'site-search'"), "/ focuses search")
            try tab.type("ring")
            // The page loads the index on first use; a CI machine building sites beside it can take a while.
            #expect(try tab.waitUntil("!document.getElementById('search-results').hidden", timeout: 30))
            let firstResult = try tab.evaluate("document.querySelector('.search-result .result-detail').textContent") as? String
            #expect(firstResult == "WHOOP (iOS)", "a guide's own names come first on its page")
            try tab.press("Escape")
            #expect(try tab.evaluate("document.getElementById('search-results').hidden") as? Bool == true)
            try tab.press("Escape")
            #expect(try tab.evaluate("document.getElementById('site-search').value") as? String == "")
        }
    }

    /// A token row copies its hex, name, Swift expression and CSS variable;
    /// its contrast is shown on the backgrounds of its scheme, the rest in the matrix.
    @Test func tokensCopyAndShowTheirIntendedPairings() throws {
        try withBrowser { browser in
            let tab = try BrowserPage(browser)
            try tab.load(Self.url(Self.seeds, "whoop/index.html"))
            let copies = try tab.evaluate("[...document.querySelectorAll('#color-whoopRecoveryRed .copy')].map(b => b.dataset.copy)") as? [String]
            #expect(copies == ["#FF0026", "whoopRecoveryRed", "Color.whoopRecoveryRed", "var(--whoop-recovery-red)"], "\(copies ?? [])")
            #expect(try tab.evaluate("document.querySelector('#color-whoopRecoveryRed .copy').getBoundingClientRect().height > 0") as? Bool == true)
            try tab.click("#color-whoopRecoveryRed .copy")
            let copied = try tab.waitUntil("document.querySelector('#color-whoopRecoveryRed .copy').textContent === 'Copied'")
            let shown = try tab.evaluate("document.querySelector('#color-whoopRecoveryRed .copy').textContent") as? String
            #expect(copied, "the button says \(shown ?? "nothing")")
            // A surface is not measured as text; the matrix folds every pairing.
            #expect(try tab.evaluate("document.querySelectorAll('#color-whoopSurface1 .contrast').length") as? Int == 0)
            #expect(try tab.evaluate("document.querySelector('.contrast-matrix').open") as? Bool == false)
            #expect(tab.problems.isEmpty, "\(tab.problems)")
        }
    }

    /// components.html: every component side by side, its picture loaded,
    /// filtered by kind (kept in the URL) and by name, each linking to its place.
    @Test func theGalleryShowsEveryComponentByKind() throws {
        try withBrowser { browser in
            let tab = try BrowserPage(browser)
            try tab.load(Self.url(Self.seeds, "components.html"))
            let count = "[...document.querySelectorAll('.gallery-grid > li')].filter(li => !li.hidden && li.getBoundingClientRect().height > 0).length"
            #expect(try tab.evaluate(count) as? Int == 42, "the seeds' 42 components")
            let ring = "document.querySelector('.gallery-grid img[src$=\"/RecoveryRing.svg\"]')"
            try tab.evaluate("\(ring).scrollIntoView()")
            #expect(try tab.waitUntil("\(ring).naturalWidth > 0"), "the lazy picture loads")
            try tab.click(".kind-filter[data-kind=ring]")
            #expect(try tab.evaluate(count) as? Int == 3)
            #expect(try tab.evaluate("location.hash") as? String == "#kind-ring")
            #expect(try tab.evaluate("document.querySelector('.gallery-status').textContent") as? String == "3 components shown")
            try tab.click(".kind-filter[data-kind='']")
            try tab.click(".gallery-search")
            try tab.type("whoop button")
            #expect(try tab.waitUntil("\(count) === 2"), "WHOOP's two buttons")
            let href = try tab.evaluate("document.querySelector('.gallery-grid > li:not([hidden]) a').getAttribute('href')") as? String
            #expect(href == "whoop/index.html#component-WHOOPPrimaryButton", "\(href ?? "")")
            // The kind in a shared URL is the one shown (opened from another page: a fragment alone loads nothing).
            try tab.load(Self.url(Self.seeds, "index.html"))
            try tab.load(Self.url(Self.seeds, "components.html") + "#kind-card")
            #expect(try tab.evaluate(count) as? Int == 5)
            #expect(tab.problems.isEmpty, "\(tab.problems)")
        }
    }

    /// coverage.html's tables sort by any column, numbers as numbers.
    @Test func coverageTablesSortByAnyColumn() throws {
        try withBrowser { browser in
            let tab = try BrowserPage(browser)
            try tab.load(Self.url(BuiltSites.corpusSite, "coverage.html"))
            let firstColumn = "[...document.querySelectorAll('.coverage-table tbody tr')].map(r => r.cells[4].textContent)"
            try tab.click(".coverage-table th:nth-child(5) .sort")
            let ascending = try #require(try tab.evaluate(firstColumn) as? [String]).map { Double($0.replacingOccurrences(of: " %", with: "")) ?? -1 }
            #expect(ascending == ascending.sorted() && ascending.count > 100, "\(ascending.prefix(5))")
            #expect(try tab.evaluate("document.querySelector('.coverage-table th:nth-child(5)').getAttribute('aria-sort')") as? String == "ascending")
            try tab.click(".coverage-table th:nth-child(5) .sort")
            let descending = try #require(try tab.evaluate(firstColumn) as? [String]).map { Double($0.replacingOccurrences(of: " %", with: "")) ?? -1 }
            #expect(descending == ascending.sorted(by: >))
            #expect(try tab.evaluate("document.querySelectorAll('.component-blockers tbody tr').length") as? Int ?? 0 > 0)
            #expect(tab.problems.isEmpty, "\(tab.problems)")
        }
    }

    @Test func theSearchIndexOfTheCorpusCostsAtMost100KB() throws {
        let index = BuiltSites.corpusSite.appendingPathComponent("assets/search-index.js")
        let size = try #require(try FileManager.default.attributesOfItem(atPath: index.path)[.size] as? Int)
        #expect(size <= 100_000, "search-index.js is \(size) bytes for the corpus")
        print("search-index.js for the 130-guide corpus: \(size) bytes")
    }

    @Test func theCorpusFontsTotalAtMost400KB() throws {
        let folder = BuiltSites.corpusSite.appendingPathComponent("assets/fonts")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let total = try files.reduce(0) { $0 + (try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent($1).path)[.size] as? Int ?? 0) }
        #expect(files.filter { $0.hasSuffix(".woff2") }.count == 24)
        #expect(!files.contains { $0.hasSuffix(".otf") || $0.hasSuffix(".ttf") })
        #expect(total <= 400_000, "the corpus site's fonts take \(total) bytes")
        print("Fonts of the 130-guide corpus site: \(total) bytes (\(files.count) files)")
    }

    @Test func pagesReadWithoutJavaScript() throws {
        try withBrowser { browser in
            let tab = try BrowserPage(browser, javaScript: false)
            try tab.load(Self.url(Self.seeds, "whoop/index.html"))
            #expect(try tab.evaluate("typeof window.sitegenSearchIndex") as? String == "undefined")
            #expect((try tab.evaluate("document.querySelector('h1').textContent") as? String ?? "").hasPrefix("WHOOP (iOS) — SwiftUI Implementation Guide"))
            let headings = try tab.evaluate("[...document.querySelectorAll('main h2')].filter(h => h.getBoundingClientRect().height > 0).length") as? Int
            #expect((headings ?? 0) >= 7)
            let drawn = try tab.evaluate("[...document.querySelectorAll('.component')].filter(c => [...c.querySelectorAll('.canvas svg')].some(s => s.getBoundingClientRect().width > 0)).length") as? Int
            #expect(drawn == 10, "every component is drawn")
            #expect(try tab.evaluate("getComputedStyle(document.querySelector('.site-search')).display") as? String == "none",
                    "search needs JavaScript, so it is not shown")
            // Copy buttons need the script: without it they are not shown.
            #expect(try tab.evaluate("[...document.querySelectorAll('.copy-row')].every(r => r.getBoundingClientRect().height === 0)") as? Bool == true)
            // Colours without script.
            let point = try #require(try tab.evaluate(Self.centre("#color-whoopRecoveryRed .swatch")) as? [Double])
            #expect(try tab.pixels(in: try tab.screenshot(), at: [(point[0], point[1])]).first == "#FF0026")
            // Motion plays without script: the Play button is a checkbox, the box moves by CSS.
            try tab.evaluate("document.getElementById('5-motion-haptics').scrollIntoView()")
            let before = try tab.evaluate("document.querySelector('.motion-panel .motion-box').getBoundingClientRect().left") as? Double ?? 0
            try tab.evaluate("document.querySelector('.motion-panel .motion-play').click()")
            Thread.sleep(forTimeInterval: 1.6)
            let after = try tab.evaluate("document.querySelector('.motion-panel .motion-box').getBoundingClientRect().left") as? Double ?? 0
            #expect(after > before + 50, "the box moved from \(before) to \(after)")
            #expect(tab.problems.isEmpty, "\(tab.problems)")
        }
    }

    @Test func springsPlayWithALinearEasingSampledFromTheSpring() throws {
        try withBrowser { browser in
            let tab = try BrowserPage(browser)
            try tab.load(Self.url(Self.seeds, "whoop/index.html"))
            let easing = try tab.evaluate("""
                getComputedStyle([...document.querySelectorAll('.motion')].find(m => m.textContent.includes('Strain marker slide'))
                  .querySelector('.motion-box')).transitionTimingFunction
                """) as? String ?? ""
            #expect(easing.hasPrefix("linear(0"), "\(easing.prefix(60))")
            // Overshoot: the spring passes its end (damping 0.7 overshoots by 4.6 %).
            // "linear(0, 0.0392 2.08%, ...)": each stop's value, before its optional position.
            let values = easing.dropFirst("linear(".count).dropLast().split(separator: ",")
                .compactMap { Double($0.trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? "") }
            #expect((values.max() ?? 0) > 1.04 && (values.max() ?? 0) < 1.05, "\(values.max() ?? 0)")
        }
    }

    @Test func aComponentThatAnimatesOnAppearPlaysAndReplays() throws {
        try withBrowser { browser in
            let tab = try BrowserPage(browser)
            try tab.load(Self.url(Self.seeds, "fitbit/index.html"))
            let number = "document.querySelector('#component-CountUpText .canvas svg text tspan').textContent"
            try tab.evaluate("document.querySelector('#component-CountUpText').scrollIntoView({ block: 'center' })")
            #expect(try tab.waitUntil("\(number) !== '10000'", timeout: 3), "the count starts below its value")
            #expect(try tab.waitUntil("\(number) === '10000'", timeout: 5), "and ends at it")
            try tab.evaluate("document.querySelector('#component-CountUpText .appear-replay').click()")
            #expect(try tab.waitUntil("\(number) !== '10000'", timeout: 2), "Replay plays it again")
            #expect(try tab.waitUntil("\(number) === '10000'", timeout: 5))
            #expect(tab.problems.isEmpty, "\(tab.problems)")
        }
    }

    @Test func theSchemeToggleShowsComponentsAndColoursInEitherScheme() throws {
        try withBrowser { browser in
            let tab = try BrowserPage(browser)
            try tab.load(Self.url(BuiltSites.corpusSite, "imessage/index.html"))
            let visible = "[...document.querySelectorAll('#component-ChatBubble .variants')].filter(v => v.offsetParent).map(v => v.dataset.scheme)"
            #expect(try tab.evaluate(visible) as? [String] == ["light"])
            let light = try #require(try tab.evaluate(Self.corner("#component-ChatBubble .variants[data-scheme=light] .canvas svg")) as? [Double])
            #expect(try tab.pixels(in: try tab.screenshot(), at: [(light[0], light[1])]).first == "#FFFFFF")
            try tab.evaluate("document.querySelector('label[for=scheme-dark]').click()")
            #expect(try tab.evaluate(visible) as? [String] == ["dark"])
            let dark = try #require(try tab.evaluate(Self.corner("#component-ChatBubble .variants[data-scheme=dark] .canvas svg")) as? [Double])
            #expect(try tab.pixels(in: try tab.screenshot(), at: [(dark[0], dark[1])]).first == "#000000")
            #expect(try tab.evaluate("getComputedStyle(document.body).backgroundColor") as? String == "rgb(17, 17, 20)", "the page goes dark too")
        }
    }

    /// The site follows the OS's scheme until the reader picks one with the
    /// theme button; the pick holds on every page from its first paint, and a
    /// guide's own Light/Dark toggle is the same pick.
    @Test func theThemeFollowsTheSystemUntilChosenAndIsRemembered() throws {
        try withBrowser { browser in
            let tab = try BrowserPage(browser)
            try browser.send("Emulation.setEmulatedMedia", ["features": [["name": "prefers-color-scheme", "value": "dark"]]], session: tab.session)
            let background = "getComputedStyle(document.body).backgroundColor"
            let button = "document.querySelector('.theme-button')"
            let (dark, light) = ("rgb(17, 17, 20)", "rgb(247, 247, 248)")
            try tab.load(Self.url(Self.seeds, "index.html"))
            #expect(try tab.evaluate(background) as? String == dark, "a dark OS, a dark site")
            #expect(try tab.evaluate("\(button).textContent") as? String == "Auto")
            try tab.evaluate("\(button).click()")
            #expect(try tab.evaluate(background) as? String == light, "chosen: light")
            try tab.load(Self.url(Self.seeds, "whoop/index.html"))
            #expect(try tab.evaluate(background) as? String == light, "remembered on the next page")
            #expect(try tab.evaluate("\(button).textContent") as? String == "Light")
            // A guide drawn in both schemes opens in the chosen one; its toggle changes the choice.
            try tab.load(Self.url(BuiltSites.corpusSite, "imessage/index.html"))
            #expect(try tab.evaluate("document.getElementById('scheme-light').checked") as? Bool == true)
            try tab.evaluate("document.querySelector('label[for=scheme-dark]').click()")
            #expect(try tab.evaluate(background) as? String == dark)
            try tab.load(Self.url(Self.seeds, "index.html"))
            #expect(try tab.evaluate(background) as? String == dark)
            #expect(try tab.evaluate("\(button).textContent") as? String == "Dark")
            // Auto again: the OS decides.
            try tab.evaluate("\(button).click()")
            #expect(try tab.evaluate("\(button).textContent") as? String == "Auto")
            #expect(try tab.evaluate("document.documentElement.hasAttribute('data-theme')") as? Bool == false)
            #expect(tab.problems.isEmpty, "\(tab.problems)")
        }
    }

    /// Every page opens with the site's bar (the page read marked current);
    /// a guide links the guides before and after it; a jump into folded
    /// Swift source opens it.
    @Test func everyPageLinksTheSiteAndGuidesLinkTheirNeighbours() throws {
        try withBrowser { browser in
            let tab = try BrowserPage(browser)
            for (page, current) in [("index.html", "Guides"), ("components.html", "Components"), ("coverage.html", "Coverage"),
                                    ("symbols.html", "Symbols"), ("strong/index.html", nil)] {
                try tab.load(Self.url(Self.seeds, page))
                let links = try tab.evaluate("[...document.querySelectorAll('nav.site-nav a')].map(a => a.textContent)") as? [String]
                #expect(links == ["Guides", "Components", "Coverage", "Symbols"], "\(page)")
                #expect(try tab.evaluate("document.querySelector('nav.site-nav [aria-current=page]')?.textContent ?? null") as? String == current, "\(page)")
            }
            let pager = try tab.evaluate("[...document.querySelectorAll('.guide-pager a')].map(a => a.getAttribute('href'))") as? [String]
            #expect(pager == ["../fitbit/index.html", "../whatsapp/index.html"])
            // Component sources are folded; a link to a line inside one unfolds it.
            #expect(try tab.evaluate("[...document.querySelectorAll('details.component-source')].every(d => !d.open)") as? Bool == true)
            let target = try #require(try tab.evaluate("document.querySelector('details.component-source [id]')?.id") as? String)
            try tab.evaluate("location.hash = '#\(target)'")
            #expect(try tab.waitUntil("document.getElementById('\(target)').closest('details').open", timeout: 2))
            #expect(tab.problems.isEmpty, "\(tab.problems)")
        }
    }

    /// Ctrl-K reaches search from anywhere; on the index a query that only
    /// names a colour keeps that colour's guide in view, and the status
    /// counts both, in words.
    @Test func searchFromAnywhereKeepsTheIndexSensible() throws {
        try withBrowser { browser in
            let tab = try BrowserPage(browser)
            try tab.load(Self.url(Self.seeds, "index.html"))
            for type in ["keyDown", "keyUp"] {
                try browser.send("Input.dispatchKeyEvent", ["type": type, "key": "k", "code": "KeyK", "modifiers": 2, "windowsVirtualKeyCode": 75], session: tab.session)
            }
            #expect(try tab.waitUntil("document.activeElement && document.activeElement.id === 'site-search'"), "Ctrl-K focuses search")
            try tab.type("whoopRecoveryRed")
            #expect(try tab.waitUntil("!document.getElementById('search-results').hidden", timeout: 30))
            let cards = try tab.evaluate("[...document.querySelectorAll('.guide-card')].filter(c => !c.hidden).map(c => c.querySelector('h2').textContent)") as? [String]
            #expect(cards == ["WHOOP (iOS)"], "\(cards ?? [])")
            let status = try tab.evaluate("document.querySelector('.search-status').textContent") as? String ?? ""
            #expect(status.hasSuffix(" · 1 guide") && !status.contains("1 results"), "\(status)")
            // Cards say how many components each guide has, and not the sentence every guide opens with.
            let counts = try tab.evaluate("document.querySelector('.guide-card .card-counts').textContent") as? String ?? ""
            #expect(counts.contains("component"), "\(counts)")
            let intros = try tab.evaluate("[...document.querySelectorAll('.guide-card .intro')].map(p => p.textContent)") as? [String] ?? []
            #expect(!intros.isEmpty && intros.allSatisfy { !$0.hasPrefix("Companion to DESIGN.md") }, "\(intros.first ?? "")")
            #expect(tab.problems.isEmpty, "\(tab.problems)")
        }
    }

    /// On a phone the contents start folded, so the guide's title is on the
    /// first screen; the "/" hint is not shown without a keyboard. On a
    /// desktop the contents mark the section being read.
    @Test func contentsFoldOnAPhoneAndFollowTheScrollOnADesktop() throws {
        try withBrowser { browser in
            let phone = try BrowserPage(browser, width: 390, height: 844, mobile: true)
            try browser.send("Emulation.setTouchEmulationEnabled", ["enabled": true, "maxTouchPoints": 5], session: phone.session)
            try phone.load(Self.url(Self.seeds, "whoop/index.html"))
            #expect(try phone.evaluate("document.querySelector('details.toc-sections').open") as? Bool == false)
            let title = try phone.evaluate("document.querySelector('main h1').getBoundingClientRect().top") as? Double ?? .infinity
            #expect(title < 844, "the title is on the first screen (at \(title))")
            if try phone.evaluate("matchMedia('(hover: none) and (pointer: coarse)').matches") as? Bool == true {
                #expect(try phone.evaluate("getComputedStyle(document.querySelector('.search-key')).display") as? String == "none")
            }
            phone.close()
            let desk = try BrowserPage(browser)
            try desk.load(Self.url(Self.seeds, "whoop/index.html"))
            #expect(try desk.evaluate("document.querySelector('details.toc-sections').open") as? Bool == true)
            try desk.evaluate("document.getElementById('2-typography').scrollIntoView()")
            #expect(try desk.waitUntil("document.querySelector('nav.toc [aria-current=location]')?.getAttribute('href') === '#2-typography'", timeout: 3))
            #expect(desk.problems.isEmpty, "\(desk.problems)")
        }
    }
}
