// A let constant holding an object fixes the reference, but the object's var properties still change.
final class Settings {
    var darkMode = false
    var fontSize = 14
    let version: Int
    init(version: Int) { self.version = version }
}

struct Box {
    var value = 0
}

let globalSettings = Settings(version: 1)

func toggle() {
    globalSettings.darkMode.toggle()
}

func main() {
    let settings = Settings(version: 2)
    settings.darkMode = true
    settings.fontSize += 2
    print("settings:", settings.darkMode, settings.fontSize, settings.version)

    toggle()
    toggle()
    toggle()
    print("global darkMode after three toggles:", globalSettings.darkMode)
    globalSettings.fontSize = 20
    print("global fontSize:", globalSettings.fontSize)

    var box = Box()
    box.value = 5
    let frozenBox = box
    box.value = 6
    print("struct copies:", frozenBox.value, box.value)

    let pair = (settings, Settings(version: 3))
    pair.0.fontSize = 99
    pair.1.darkMode = true
    print("tuple members:", settings.fontSize, pair.1.darkMode)

    let list: [Settings] = [settings]
    list[0].fontSize = 11
    print("through let array:", settings.fontSize)
}
