// A class-only protocol (P: AnyObject) with methods and settable properties called through the existential.
protocol Renderer: AnyObject {
    var frameCount: Int { get set }
    var name: String { get }
    func draw(_ shape: String) -> String
}

final class MetalRenderer: Renderer {
    var frameCount = 0
    let name = "metal"
    func draw(_ shape: String) -> String {
        frameCount += 1
        return "metal drew \(shape) #\(frameCount)"
    }
}

class SoftwareRenderer: Renderer {
    var frameCount = 0
    var name: String { "software" }
    func draw(_ shape: String) -> String {
        frameCount += 2
        return "cpu drew \(shape)"
    }
}

class DebugRenderer: SoftwareRenderer {
    override var name: String { "debug-" + super.name }
    override func draw(_ shape: String) -> String { "[" + super.draw(shape) + "]" }
}

func renderFrame(with renderer: Renderer, shapes: [String]) {
    for shape in shapes {
        print(" ", renderer.draw(shape))
    }
    renderer.frameCount += 100
}

func main() {
    let renderers: [Renderer] = [MetalRenderer(), SoftwareRenderer(), DebugRenderer()]
    for r in renderers {
        print(r.name)
        renderFrame(with: r, shapes: ["circle", "square"])
    }
    print(renderers.map { $0.frameCount })
    let current: Renderer = renderers[0]
    current.frameCount = 0
    print("shared with array:", renderers[0].frameCount)
    print(current.draw("line"))
}
