// Computes FNV-1a and Adler-32 checksums with wrapping multiplication over UTF-8 bytes.
func fnv1a32(_ s: String) -> UInt32 {
    var hash: UInt32 = 2166136261
    for byte in s.utf8 {
        hash ^= UInt32(byte)
        hash = hash &* 16777619
    }
    return hash
}

func fnv1a64(_ s: String) -> UInt64 {
    var hash: UInt64 = 0xcbf29ce484222325
    for byte in s.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x100000001b3
    }
    return hash
}

func adler32(_ s: String) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in s.utf8 {
        a = (a + UInt32(byte)) % 65521
        b = (b + a) % 65521
    }
    return (b << 16) | a
}

func main() {
    for word in ["", "a", "foobar", "Wikipedia", "héllo"] {
        let h32 = fnv1a32(word)
        let h64 = fnv1a64(word)
        print("\"\(word)\"", h32, String(h32, radix: 16), String(h64, radix: 16), adler32(word))
    }
    let buckets = 8
    for key in ["primary", "secondary", "accent", "background"] {
        print(key, "bucket", Int(fnv1a32(key) % UInt32(buckets)))
    }
}
