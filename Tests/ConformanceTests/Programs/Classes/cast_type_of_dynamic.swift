// type(of:) through a base-class variable reports the dynamic class; printing types and String(describing:)/String(reflecting:).
class Model {}
class UserModel: Model {}
final class AdminModel: UserModel {}
struct Wrapper { let model: Model }

func report(_ m: Model) {
    let t = type(of: m)
    print("type(of:):", t, "| describing:", String(describing: t), "| reflecting:", String(reflecting: t))
    print("  t == UserModel.self:", t == UserModel.self, "t is UserModel.Type:", t is UserModel.Type)
}

func main() {
    let items: [Model] = [Model(), UserModel(), AdminModel()]
    for item in items {
        report(item)
    }
    let base: Model = AdminModel()
    print("static type:", Model.self, "dynamic type:", type(of: base))
    print("in interpolation: \(type(of: base))")
    print(type(of: items))
    print(type(of: Wrapper(model: base)))
    print(type(of: base) == AdminModel.self)
    print(type(of: 3), type(of: "x"), type(of: 2.5), type(of: [1: "a"]))
    let optional: Model? = UserModel()
    print(type(of: optional))
    print(type(of: optional!))
    let any: Any = base
    print(type(of: any))
    let meta: Model.Type = type(of: base)
    print(meta)
    print(Model.Type.self)
}
