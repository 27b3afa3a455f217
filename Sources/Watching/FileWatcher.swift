import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Tells when files under some folders change, through Linux's inotify:
/// no polling, and a save is seen however the editor makes it (writing in
/// place, or writing a new file and renaming it over the old one).
///
/// Changes come in bursts (an editor writes, renames, sets attributes), so
/// `nextChanges` waits until the folders have been quiet for a moment and
/// returns the burst as one set of paths.
public final class FileWatcher {
    /// A folder to watch, and which names in it matter.
    public struct Target: Sendable {
        public var folder: String
        /// Subfolders too (templates have `assets/`); guides are only the folder's own files.
        public var recursive: Bool
        /// Which file names count; the rest (other files, editors' temporary files) are ignored.
        public var accepts: @Sendable (String) -> Bool

        public init(folder: String, recursive: Bool, accepts: @escaping @Sendable (String) -> Bool = { _ in true }) {
            self.folder = folder
            self.recursive = recursive
            self.accepts = accepts
        }
    }

    public struct StartError: Error, CustomStringConvertible {
        public var description: String
    }

    private let descriptor: Int32
    private let targets: [Target]
    /// Watch descriptor -> (folder, the target it belongs to).
    private var watches: [Int32: (folder: String, target: Int)] = [:]
    private let mask: UInt32 = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_MODIFY
                                      | IN_DELETE_SELF | IN_MOVE_SELF | IN_ATTRIB)

    public init(_ targets: [Target]) throws(StartError) {
        descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard descriptor >= 0 else { throw StartError(description: "cannot watch files: \(String(cString: strerror(errno)))") }
        self.targets = targets
        addWatches()
    }

    deinit { close(descriptor) }

    /// Watches every target folder (and, for recursive ones, their
    /// subfolders). Called again after each burst: a folder created or
    /// re-created since is picked up; one already watched costs nothing.
    private func addWatches() {
        for (index, target) in targets.enumerated() {
            var folders = [target.folder]
            if target.recursive, let enumerator = FileManager.default.enumerator(atPath: target.folder) {
                while let relative = enumerator.nextObject() as? String {
                    var isDirectory: ObjCBool = false
                    let path = "\(target.folder)/\(relative)"
                    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
                       !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
                        folders.append(path)
                    }
                }
            }
            for folder in folders {
                let watch = inotify_add_watch(descriptor, folder, mask | UInt32(IN_ONLYDIR))
                if watch >= 0 { watches[watch] = (folder, index) }
            }
        }
    }

    /// Blocks until something changes, then until nothing has changed for
    /// `quiet` seconds (at most `longest` in all), and returns the changed
    /// paths, sorted. Nil when the watcher itself failed.
    public func nextChanges(quiet: TimeInterval = 0.03, longest: TimeInterval = 1) -> [String]? {
        var changed: Set<String> = []
        var burstStart: Date?
        while true {
            let timeout: Int32
            if let start = burstStart {
                let left = longest - Date().timeIntervalSince(start)
                if left <= 0 { break }
                timeout = Int32((min(quiet, left) * 1000).rounded(.up))
            } else {
                timeout = -1
            }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, timeout)
            if ready < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if ready == 0 {
                if burstStart != nil { break }
                continue
            }
            let found = readEvents()
            guard let found else { return nil }
            if !found.isEmpty {
                changed.formUnion(found)
                if burstStart == nil { burstStart = Date() }
            }
        }
        addWatches()
        return changed.sorted()
    }

    /// Drains the queued events; the paths that matter among them.
    private func readEvents() -> Set<String>? {
        var paths: Set<String> = []
        let capacity = 64 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
        defer { buffer.deallocate() }
        while true {
            let count = read(descriptor, buffer, capacity)
            if count < 0 {
                if errno == EAGAIN || errno == EWOULDBLOCK { return paths }
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { return paths }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
                let nameLength = Int(event.len)
                var name = ""
                if nameLength > 0 {
                    let start = buffer.advanced(by: offset + MemoryLayout<inotify_event>.size).assumingMemoryBound(to: CChar.self)
                    name = String(cString: start)
                }
                offset += MemoryLayout<inotify_event>.size + nameLength
                if let path = relevantPath(event, name: name) { paths.insert(path) }
            }
        }
    }

    private func relevantPath(_ event: inotify_event, name: String) -> String? {
        guard let (folder, targetIndex) = watches[event.wd] else { return nil }
        if event.mask & UInt32(IN_IGNORED) != 0 {
            watches[event.wd] = nil
            return nil
        }
        // The watched folder itself went away or moved: everything in it changed.
        if event.mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF) != 0 { return folder }
        guard !name.isEmpty, !Self.isScratch(name) else { return nil }
        let isFolder = event.mask & UInt32(IN_ISDIR) != 0
        if isFolder { return targets[targetIndex].recursive ? "\(folder)/\(name)" : nil }
        return targets[targetIndex].accepts(name) ? "\(folder)/\(name)" : nil
    }

    /// Hidden files and editors' backups and swap files.
    static func isScratch(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".swx")
            || name.hasSuffix(".tmp") || name == "4913" || name.hasPrefix("#")
    }
}
