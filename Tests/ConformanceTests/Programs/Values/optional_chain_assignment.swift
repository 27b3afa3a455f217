// Assignments through optional chains (`a?.b.c = 3`, `x?.count += 1`) run when the chain has a value and do nothing when it is nil.
struct Position {
    var x = 0
    var y = 0
}

struct Layer {
    var position = Position()
    var name = "layer"
    var children: [Layer] = []
}

final class Scene {
    var root: Layer? = nil
    var title: String? = nil
}

func main() {
    var layer: Layer? = Layer()
    layer?.position.x = 3
    layer?.position.y += 4
    layer?.name += "-1"
    print(layer!.position.x, layer!.position.y, layer!.name)

    var missing: Layer? = nil
    missing?.position.x = 3
    missing?.name += "never"
    print(missing == nil)

    let scene = Scene()
    scene.root?.position.x = 9
    print(scene.root == nil)
    scene.root = Layer()
    scene.root?.position.x = 9
    scene.root?.children.append(Layer(position: Position(x: 1, y: 1), name: "child"))
    scene.root?.children[0].position.y *= 5
    print(scene.root!.position.x, scene.root!.children.count, scene.root!.children[0].position.y)

    var text: String? = nil
    text? += "a"
    print(text as Any)
    text = "b"
    text? += "c"
    print(text as Any)

    var counts: [Int]? = [1, 2]
    counts?[0] += 10
    counts?.append(3)
    print(counts as Any)
    counts = nil
    counts?[0] += 10
    counts?.append(4)
    print(counts as Any)

    var optionalScene: Scene? = scene
    optionalScene?.title = "Main"
    optionalScene?.root?.name = "renamed"
    print(scene.title ?? "nil", scene.root?.name ?? "nil")
    optionalScene = nil
    optionalScene?.title = "Other"
    print(scene.title ?? "nil")
}
