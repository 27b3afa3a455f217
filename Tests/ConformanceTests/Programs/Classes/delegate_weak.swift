// A weak delegate property (class-only protocol) calling back to its owner; nil delegate makes calls no-ops.
protocol DownloaderDelegate: AnyObject {
    func downloader(_ d: Downloader, didProgress percent: Int)
    func downloaderDidFinish(_ d: Downloader)
}

final class Downloader {
    weak var delegate: DownloaderDelegate?
    let name: String
    init(name: String) { self.name = name }
    func run(steps: Int) {
        for step in 1...steps {
            delegate?.downloader(self, didProgress: step * 100 / steps)
        }
        delegate?.downloaderDidFinish(self)
    }
}

final class DownloadScreen: DownloaderDelegate {
    var progress: [Int] = []
    var finished: [String] = []
    let downloader = Downloader(name: "report.pdf")
    init() { downloader.delegate = self }
    func downloader(_ d: Downloader, didProgress percent: Int) {
        progress.append(percent)
    }
    func downloaderDidFinish(_ d: Downloader) {
        finished.append(d.name)
        print("  finished", d.name, "delegate is self:", d.delegate === self)
    }
}

func main() {
    let screen = DownloadScreen()
    screen.downloader.run(steps: 4)
    print("progress:", screen.progress)

    let orphan = Downloader(name: "orphan.zip")
    orphan.run(steps: 2)
    print("orphan delegate is nil:", orphan.delegate == nil)
    orphan.delegate = screen
    orphan.run(steps: 2)
    print("progress:", screen.progress, "finished:", screen.finished)

    var temporary: DownloadScreen? = DownloadScreen()
    let standalone = Downloader(name: "temp.bin")
    standalone.delegate = temporary
    standalone.run(steps: 1)
    print("delegate set:", standalone.delegate != nil)
    temporary = nil
    print("after releasing the only strong reference, delegate is nil:", standalone.delegate == nil)
    standalone.run(steps: 1)
    print("done")
}
