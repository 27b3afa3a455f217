// @ObservedObject in a view: $model.field bindings write into the shared reference, and child views holding @Binding see the same object.
import SwiftUI

final class SettingsModel: ObservableObject {
    @Published var username = "anon"
    @Published var volume: Double = 0.5
    @Published var notifications = true
    var log: [String] = []

    func record(_ s: String) { log.append(s) }
}

struct VolumeSlider: View {
    @Binding var value: Double
    var body: some View { Text("slider") }
    func drag(by delta: Double) {
        value = min(1, max(0, value + delta))
    }
}

struct SettingsView: View {
    @ObservedObject var model: SettingsModel
    var body: some View {
        VStack {
            Toggle("Notifications", isOn: $model.notifications)
            VolumeSlider(value: $model.volume)
        }
    }
    var slider: VolumeSlider { VolumeSlider(value: $model.volume) }
}

func main() {
    let model = SettingsModel()
    let view = SettingsView(model: model)
    let nameBinding = view.$model.username
    print("initial:", nameBinding.wrappedValue)
    nameBinding.wrappedValue = "grace"
    print("model after binding write:", model.username)
    model.username = "ada"
    print("binding after model write:", nameBinding.wrappedValue)
    let slider = view.slider
    slider.drag(by: 0.25)
    print("volume:", model.volume)
    slider.drag(by: 0.5)
    print("volume clamped:", model.volume)
    slider.drag(by: -2)
    print("volume floor:", model.volume)
    let toggle = view.$model.notifications
    toggle.wrappedValue.toggle()
    model.record("notifications \(model.notifications)")
    let second = SettingsView(model: model)
    second.model.record("from second view")
    print("log:", model.log)
    print("same model:", second.model === view.model)
    _ = view.body
}
