#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `body` on a new thread with a stack of `bytes` and waits for it.
///
/// Guides are built on such a thread: the engine's recursion is bounded by
/// `Limits`, and this stack is sized so those limits trip long before the
/// stack could overflow — Dispatch and test threads have small stacks.
public func withLargeStack<Result>(bytes: Int = Limits.guideStackBytes, _ body: () -> Result) -> Result {
    var result: Result?
    withoutActuallyEscaping(body) { body in
        let work = ThreadWork { result = body() }
        if !work.runOnNewThread(stackBytes: bytes) {
            // No thread could be made (resources exhausted): run here.
            work.run()
        }
    }
    return result!
}

/// Work handed to a pthread by pointer. The caller joins the thread before
/// it returns, so nothing outlives the call.
private final class ThreadWork {
    let run: () -> Void

    init(_ run: @escaping () -> Void) {
        self.run = run
    }

    func runOnNewThread(stackBytes: Int) -> Bool {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackBytes)
        let context = Unmanaged.passRetained(self).toOpaque()
        var thread = pthread_t()
        let created = pthread_create(&thread, &attributes, { context in
            Unmanaged<ThreadWork>.fromOpaque(context!).takeRetainedValue().run()
            return nil
        }, context)
        guard created == 0 else {
            Unmanaged<ThreadWork>.fromOpaque(context).release()
            return false
        }
        pthread_join(thread, nil)
        return true
    }
}
