import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Debian's Chromium, headless, driven over the DevTools protocol through
/// `--remote-debugging-pipe`: JSON messages ended by a NUL byte on two
/// pipes (the browser reads fd 3 and writes fd 4). No WebSocket, no port,
/// nothing to install besides the browser.
final class HeadlessChromium: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static let executable = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }

    private let pid: pid_t
    private let commands: Int32
    private let replies: Int32
    private let profile: URL
    private let condition = NSCondition()
    private var nextID = 0
    private var responses: [Int: [String: Any]] = [:]
    /// Events by session id ("" for the browser's own).
    private var events: [String: [[String: Any]]] = [:]
    private var isClosed = false
    private let writeLock = NSLock()

    init() throws {
        guard let executable = Self.executable else {
            throw Failure(description: "Chromium is not installed: run scripts/install-deps --test (Debian package chromium)")
        }
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-chromium-\(UUID().uuidString)")
        var toBrowser: [Int32] = [0, 0], fromBrowser: [Int32] = [0, 0]
        guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else { throw Failure(description: "cannot make pipes") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, toBrowser[0], 3)
        posix_spawn_file_actions_adddup2(&actions, fromBrowser[1], 4)
        let arguments = [
            executable, "--headless=new", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe", "--hide-scrollbars",
            // Colours reach the screenshot as the page wrote them: no display profile in between.
            "--force-color-profile=srgb", "--user-data-dir=\(profile.path)", "--no-first-run", "--no-default-browser-check",
            "--disable-extensions", "--disable-background-networking", "--disable-sync", "--disable-component-update",
            "--mute-audio", "--disable-dev-shm-usage", "about:blank",
        ]
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = ProcessInfo.processInfo.environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, nil, argv, envp)
        Glibc.close(toBrowser[0])
        Glibc.close(fromBrowser[1])
        guard status == 0 else { throw Failure(description: "cannot start \(executable): \(String(cString: strerror(status)))") }
        pid = child
        commands = toBrowser[1]
        replies = fromBrowser[0]
        let thread = Thread { [self] in readLoop() }
        thread.start()
    }

    deinit { close() }

    func close() {
        condition.lock()
        let wasClosed = isClosed
        isClosed = true
        condition.broadcast()
        condition.unlock()
        guard !wasClosed else { return }
        _ = try? send("Browser.close", timeout: 5)
        var status: Int32 = 0
        for _ in 0..<50 where waitpid(pid, &status, WNOHANG) == 0 { usleep(100_000) }
        if waitpid(pid, &status, WNOHANG) == 0 {
            kill(pid, SIGKILL)
            waitpid(pid, &status, 0)
        }
        Glibc.close(commands)
        try? FileManager.default.removeItem(at: profile)
    }

    private func readLoop() {
        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = read(replies, &chunk, chunk.count)
            if count <= 0 { break }
            buffer += chunk[..<count]
            while let end = buffer.firstIndex(of: 0) {
                let message = Data(buffer[..<end])
                buffer.removeFirst(end + 1)
                guard let object = try? JSONSerialization.jsonObject(with: message) as? [String: Any] else { continue }
                condition.lock()
                if let id = object["id"] as? Int {
                    responses[id] = object
                } else {
                    events[object["sessionId"] as? String ?? "", default: []].append(object)
                }
                condition.broadcast()
                condition.unlock()
            }
        }
        Glibc.close(replies)
        condition.lock()
        isClosed = true
        condition.broadcast()
        condition.unlock()
    }

    /// Sends a command and waits for its result.
    @discardableResult
    func send(_ method: String, _ parameters: [String: Any] = [:], session: String? = nil, timeout: TimeInterval = 60) throws -> [String: Any] {
        condition.lock()
        nextID += 1
        let id = nextID
        condition.unlock()
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if let session { message["sessionId"] = session }
        var bytes = try [UInt8](JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        writeLock.lock()
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { write(commands, $0.baseAddress, $0.count) }
            if result <= 0 { break }
            written += result
        }
        writeLock.unlock()
        guard written == bytes.count else { throw Failure(description: "the browser went away (\(method))") }
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while responses[id] == nil {
            if isClosed && method != "Browser.close" { throw Failure(description: "the browser went away (\(method))") }
            if !condition.wait(until: deadline) { throw Failure(description: "\(method) did not answer within \(Int(timeout)) s") }
        }
        let response = responses.removeValue(forKey: id)!
        if let error = response["error"] as? [String: Any] {
            throw Failure(description: "\(method): \(error["message"] as? String ?? "\(error)")")
        }
        return response["result"] as? [String: Any] ?? [:]
    }

    /// Events of a session from index `start` on.
    func events(of session: String, from start: Int = 0) -> [[String: Any]] {
        condition.lock()
        defer { condition.unlock() }
        let all = events[session] ?? []
        return start < all.count ? Array(all[start...]) : []
    }

    func eventCount(of session: String) -> Int {
        condition.lock()
        defer { condition.unlock() }
        return events[session]?.count ?? 0
    }

    /// Waits for an event of `method` after index `start`.
    func waitForEvent(_ method: String, session: String, after start: Int, timeout: TimeInterval) throws -> [String: Any] {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            let all = events[session] ?? []
            if start < all.count, let found = all[start...].first(where: { $0["method"] as? String == method }) { return found }
            if isClosed { throw Failure(description: "the browser went away (waiting for \(method))") }
            if !condition.wait(until: deadline) { throw Failure(description: "no \(method) within \(Int(timeout)) s") }
        }
    }
}

/// One tab: load pages, run script in them, take screenshots, and hear
/// what went wrong (exceptions, console errors, failed loads).
final class BrowserPage: @unchecked Sendable {
    let browser: HeadlessChromium
    let session: String
    private let target: String
    private var firstEvent = 0

    init(_ browser: HeadlessChromium, width: Int = 1440, height: Int = 900, mobile: Bool = false, javaScript: Bool = true) throws {
        self.browser = browser
        target = try browser.send("Target.createTarget", ["url": "about:blank"])["targetId"] as? String ?? ""
        session = try browser.send("Target.attachToTarget", ["targetId": target, "flatten": true])["sessionId"] as? String ?? ""
        for domain in ["Page", "Runtime", "Log"] { try browser.send("\(domain).enable", session: session) }
        try resize(width: width, height: height, mobile: mobile)
        if !javaScript { try browser.send("Emulation.setScriptExecutionDisabled", ["value": true], session: session) }
    }

    func resize(width: Int, height: Int, mobile: Bool = false) throws {
        try browser.send("Emulation.setDeviceMetricsOverride",
                         ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile], session: session)
    }

    func close() {
        _ = try? browser.send("Target.closeTarget", ["targetId": target])
    }

    /// Navigates and waits for the load event (and a moment for deferred scripts to settle).
    func load(_ url: String, timeout: TimeInterval = 60) throws {
        firstEvent = browser.eventCount(of: session)
        let result = try browser.send("Page.navigate", ["url": url], session: session, timeout: timeout)
        if let error = result["errorText"] as? String { throw HeadlessChromium.Failure(description: "\(url): \(error)") }
        _ = try browser.waitForEvent("Page.loadEventFired", session: session, after: firstEvent, timeout: timeout)
    }

    /// Runs JavaScript in the page (promises awaited) and returns its value.
    @discardableResult
    func evaluate(_ script: String) throws -> Any? {
        let result = try browser.send("Runtime.evaluate", ["expression": script, "returnByValue": true, "awaitPromise": true], session: session)
        if let exception = result["exceptionDetails"] as? [String: Any] {
            throw HeadlessChromium.Failure(description: "script failed: \((exception["exception"] as? [String: Any])?["description"] ?? exception["text"] ?? "")")
        }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Waits until `condition` (JavaScript) is true.
    func waitUntil(_ condition: String, timeout: TimeInterval = 10) throws -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline {
            if (try? evaluate("Boolean(\(condition))")) as? Bool == true { return true }
            usleep(20_000)
        }
        return false
    }

    func screenshot() throws -> Data {
        let result = try browser.send("Page.captureScreenshot", ["format": "png"], session: session)
        guard let text = result["data"] as? String, let data = Data(base64Encoded: text) else {
            throw HeadlessChromium.Failure(description: "no screenshot")
        }
        return data
    }

    func press(_ key: String, text: String? = nil) throws {
        let codes = ["Enter": 13, "Escape": 27, "ArrowDown": 40, "ArrowUp": 38, "/": 191]
        for type in ["keyDown", "keyUp"] {
            var event: [String: Any] = ["type": type, "key": key]
            if let code = codes[key] { event["windowsVirtualKeyCode"] = code }
            if type == "keyDown", let text { event["text"] = text }
            try browser.send("Input.dispatchKeyEvent", event, session: session)
        }
    }

    /// A real click (a trusted user gesture, which copying needs) at the centre of `selector`'s element.
    func click(_ selector: String) throws {
        let script = "(() => { const e = document.querySelector(\(Self.quoted(selector))); e.scrollIntoView({block: 'center'}); "
            + "const r = e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()"
        guard let point = try evaluate(script) as? [Double], point.count == 2 else {
            throw HeadlessChromium.Failure(description: "nothing to click at \(selector)")
        }
        for type in ["mousePressed", "mouseReleased"] {
            try browser.send("Input.dispatchMouseEvent", ["type": type, "x": point[0], "y": point[1], "button": "left", "clickCount": 1], session: session)
        }
    }

    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }

    func type(_ text: String) throws {
        try browser.send("Input.insertText", ["text": text], session: session)
    }

    /// What went wrong since the last load: uncaught exceptions, console
    /// errors, and resources that failed to load.
    var problems: [String] {
        browser.events(of: session, from: firstEvent).compactMap { event in
            let parameters = event["params"] as? [String: Any] ?? [:]
            switch event["method"] as? String {
            case "Runtime.exceptionThrown":
                let details = parameters["exceptionDetails"] as? [String: Any] ?? [:]
                return "exception: \((details["exception"] as? [String: Any])?["description"] ?? details["text"] ?? "")"
            case "Runtime.consoleAPICalled" where parameters["type"] as? String == "error":
                let arguments = (parameters["args"] as? [[String: Any]] ?? []).map { "\($0["value"] ?? $0["description"] ?? "")" }
                return "console.error: \(arguments.joined(separator: " "))"
            case "Log.entryAdded":
                let entry = parameters["entry"] as? [String: Any] ?? [:]
                guard entry["level"] as? String == "error" else { return nil }
                return "\(entry["source"] ?? "log"): \(entry["text"] ?? "") \(entry["url"] ?? "")"
            default:
                return nil
            }
        }
    }

    /// Colours of the pixels at page coordinates in a screenshot, decoded by
    /// the browser itself (a canvas): `#RRGGBB` each.
    func pixels(in png: Data, at points: [(x: Double, y: Double)]) throws -> [String] {
        let list = points.map { "[\(Int($0.x)),\(Int($0.y))]" }.joined(separator: ",")
        let script = """
            (async () => {
              const image = new Image();
              image.src = "data:image/png;base64,\(png.base64EncodedString())";
              await image.decode();
              const canvas = document.createElement("canvas");
              canvas.width = image.width; canvas.height = image.height;
              const context = canvas.getContext("2d", { colorSpace: "srgb" });
              context.drawImage(image, 0, 0);
              return [\(list)].map(([x, y]) => {
                const [r, g, b] = context.getImageData(x, y, 1, 1).data;
                return "#" + [r, g, b].map(v => v.toString(16).padStart(2, "0").toUpperCase()).join("");
              });
            })()
            """
        return try evaluate(script) as? [String] ?? []
    }
}
