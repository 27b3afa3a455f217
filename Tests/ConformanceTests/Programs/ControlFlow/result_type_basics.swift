// Checks Result built with Result { try ... }, read with get(), switched over .success/.failure, and printed.
enum FetchError: Error {
    case notFound(String)
    case forbidden
}

func fetchUser(_ id: Int) throws -> String {
    switch id {
    case 1: return "ana"
    case 2: throw FetchError.forbidden
    default: throw FetchError.notFound("user \(id)")
    }
}

func describe(_ r: Result<String, Error>) -> String {
    switch r {
    case .success(let name):
        return "success \(name)"
    case .failure(FetchError.notFound(let what)):
        return "missing \(what)"
    case .failure(let error):
        return "failure \(error)"
    }
}

func main() {
    let results = (1...3).map { id in Result { try fetchUser(id) } }
    for r in results {
        print(describe(r))
    }
    for r in results {
        do {
            let v = try r.get()
            print("got", v)
        } catch {
            print("get threw", error)
        }
    }
    let typed: Result<Int, FetchError> = .failure(.forbidden)
    switch typed {
    case .success(let n): print("n", n)
    case .failure(.forbidden): print("typed forbidden")
    case .failure(.notFound): print("typed not found")
    }
    let ok: Result<Int, FetchError> = .success(5)
    print(ok)
    print(typed)
    if case .success(let v) = ok { print("if case success", v) }
    print((try? ok.get()) as Any, (try? typed.get()) as Any)
}
