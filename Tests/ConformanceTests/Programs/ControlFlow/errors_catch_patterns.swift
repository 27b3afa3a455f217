// Checks do/catch clause selection: specific case, case with payload and where, `let e as E`, and a final catch using `error`.
enum NetworkError: Error {
    case offline
    case timeout(seconds: Int)
    case status(Int)
}

enum DecodeError: Error {
    case badField(String)
}

struct Unknown: Error {}

func fetch(_ n: Int) throws -> String {
    switch n {
    case 0: throw NetworkError.offline
    case 1: throw NetworkError.timeout(seconds: 2)
    case 2: throw NetworkError.timeout(seconds: 30)
    case 3: throw NetworkError.status(404)
    case 4: throw DecodeError.badField("title")
    case 5: throw Unknown()
    default: return "payload \(n)"
    }
}

func main() {
    for n in 0...6 {
        do {
            let r = try fetch(n)
            print(n, "success", r)
        } catch NetworkError.offline {
            print(n, "offline")
        } catch NetworkError.timeout(let s) where s > 10 {
            print(n, "long timeout", s)
        } catch NetworkError.timeout {
            print(n, "short timeout")
        } catch let e as NetworkError {
            print(n, "other network error", e)
        } catch DecodeError.badField(let name) {
            print(n, "bad field", name)
        } catch {
            print(n, "fallback", error, type(of: error))
        }
    }
    do {
        try fetch(3)
    } catch NetworkError.status(400...499) {
        print("client status range matched")
    } catch {
        print("not matched")
    }
    do {
        _ = try fetch(1)
    } catch NetworkError.offline, NetworkError.timeout {
        print("offline or timeout in one clause")
    } catch {
        print("other")
    }
}
