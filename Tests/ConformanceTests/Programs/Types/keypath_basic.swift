// Key paths \.x and \Type.x, nested \.a.b, reading with [keyPath:], and key paths stored in variables and arrays.
struct Size { var width: Double; var height: Double }
struct Frame { var origin: (x: Double, y: Double); var size: Size; var name: String }

struct Profile {
    var name: String
    var address: Address
}
struct Address { var city: String; var zip: String }

func read<T, V>(_ root: T, _ kp: KeyPath<T, V>) -> V { root[keyPath: kp] }

func main() {
    let f = Frame(origin: (1, 2), size: Size(width: 30, height: 40), name: "card")
    let w = \Frame.size.width
    print(f[keyPath: w])
    print(f[keyPath: \.size.height], f[keyPath: \Frame.name])
    print(f[keyPath: \.name.count])
    print(read(f, \.size.width) + read(f, \.size.height))
    let dims: [KeyPath<Size, Double>] = [\.width, \.height]
    print(dims.map { f.size[keyPath: $0] })
    let p = Profile(name: "Ann", address: Address(city: "Oslo", zip: "0150"))
    let city = \Profile.address.city
    print(p[keyPath: city], p[keyPath: \.address.zip])
    let nested: KeyPath<Profile, Address> = \.address
    let zip = nested.appending(path: \.zip)
    print(p[keyPath: zip])
    print(p[keyPath: \.self].name)
    print(w == \Frame.size.width, w == \Frame.size.height)
}
