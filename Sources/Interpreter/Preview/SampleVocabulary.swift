import DesignModel

/// Sample values that read like real content for a property's name: a
/// person's name for `author`, a time for `timestamp`, a price for
/// `price`, a 0–5 rating for `rating` — never the property's name echoed
/// back. Names are read as words (`lastMessagePreview` -> last, message,
/// preview); the last word is the head noun, and a generic head (`name`,
/// `title`, `text`) is qualified by the word before it (`authorName`,
/// `showTitle`) or, failing that, by what the component is about.
enum SampleVocabulary {
    /// One kind of content and the words that ask for it.
    struct Concept {
        let words: Set<String>
        let values: [String]
        /// Secondary lines about such a thing (`subtitle`, `note`, `detail`).
        var details: [String] = []
    }

    static let people = ["Alex Morgan", "Priya Patel", "Sam Lee", "Jordan Kim", "Diego Ramos"]

    /// Concepts for text, most specific first. Quantities typed as text
    /// (`let weight: String`) read as numbers: their units are usually
    /// drawn beside them.
    static let text: [Concept] = [
        Concept(words: ["initials", "monogram"], values: ["AM", "PP", "SL", "JK"]),
        Concept(words: ["initial"], values: ["A", "P", "S", "J"]),
        Concept(words: ["username", "handle", "screenname", "usertag", "nickname"], values: ["@alexmorgan", "@priya.codes", "@samlee"]),
        Concept(words: ["email", "mail"], values: ["alex@example.com", "priya@example.com", "sam@example.com"]),
        Concept(words: ["phone", "tel", "mobile"], values: ["(415) 555-0123", "(212) 555-0188", "(646) 555-0142"]),
        Concept(words: ["author", "artist", "user", "sender", "contact", "creator", "streamer", "host", "narrator", "person",
                        "friend", "member", "recipient", "owner", "assignee", "driver", "instructor", "coach", "doctor",
                        "reviewer", "speaker", "caller", "fullname", "displayname", "who", "player", "athlete", "profile",
                        "buddy", "partner", "match", "their", "teacher", "agent", "seller", "buyer"],
                values: people),
        Concept(words: ["firstname", "first"], values: ["Alex", "Priya", "Sam", "Jordan"]),
        Concept(words: ["lastname", "last", "surname"], values: ["Morgan", "Patel", "Lee", "Kim"]),
        Concept(words: ["symbol", "icon", "systemimage", "systemname", "glyph", "sf", "sfsymbol", "iconname", "symbolname"],
                values: ["star.fill", "heart.fill", "bolt.fill", "bell.fill"]),
        Concept(words: ["url", "link", "href", "website", "site", "domain"], values: ["example.com", "design.example.com", "blog.example.com"]),
        Concept(words: ["timeago", "ago", "relative", "lastseen", "posted", "updated", "created", "modified", "edited", "since"],
                values: ["2h ago", "5m ago", "Yesterday"]),
        Concept(words: ["timestamp", "clock", "sent", "delivered", "at", "starttime", "endtime", "start", "end", "departure", "departs",
                        "arrival", "arrives", "pickup", "dropoff", "boarding", "eta"], values: ["9:41 AM", "10:15 AM", "2:30 PM"]),
        Concept(words: ["dates", "range", "period", "window", "span"], values: ["Mar 14 – 19", "Apr 2 – 6", "May 10 – 12"]),
        Concept(words: ["date", "when", "due", "deadline", "birthday", "joined"], values: ["Mar 14", "Apr 2", "May 10"]),
        Concept(words: ["weekday"], values: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]),
        Concept(words: ["month"], values: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]),
        Concept(words: ["year"], values: ["2024", "2023", "2022"]),
        Concept(words: ["hour"], values: ["9 AM", "12 PM", "3 PM"]),
        Concept(words: ["duration", "elapsed", "remaining", "length", "runtime", "countdown", "timer", "left"], values: ["12:34", "8:05", "45:10"]),
        Concept(words: ["delivery", "shipping", "shipment", "arrives"], values: ["FREE delivery Tomorrow", "Arrives Thu, Mar 14", "Get it by 9 PM today"]),
        Concept(words: ["savings", "saving", "discount", "off", "deal", "promotion"], values: ["Save $12.00 (20%)", "20% off", "You save $5.00"]),
        Concept(words: ["gate"], values: ["B32", "A12", "C7"]),
        Concept(words: ["seat", "seatnumber"], values: ["14C", "22A", "3F"]),
        Concept(words: ["flight", "flightnumber"], values: ["UA 1549", "DL 402", "AA 100"]),
        Concept(words: ["terminal"], values: ["Terminal 2", "Terminal B", "Terminal 1"]),
        Concept(words: ["platform"], values: ["Platform 4", "Platform 9", "Platform 2"]),
        Concept(words: ["word", "term", "phrase", "vocab", "vocabulary", "translation"], values: ["hola", "gracias", "mañana"]),
        Concept(words: ["eta", "arrival", "wait"], values: ["15 min", "25–35 min", "8 min"]),
        Concept(words: ["price", "amount", "cost", "total", "balance", "subtotal", "fare", "fee", "tip", "earnings", "salary",
                        "payment", "spent", "spend", "budget", "income", "charge", "bill", "pay", "money", "dollars"],
                values: ["$24.99", "$129.00", "$8.50"]),
        Concept(words: ["percent", "percentage", "change", "delta", "gain", "growth", "return", "apy", "apr", "yield"], values: ["+2.4%", "−1.2%", "+12.8%"]),
        Concept(words: ["distance", "miles", "km", "kilometers"], values: ["5.2", "3.1", "10.0"]),
        Concept(words: ["pace"], values: ["5:12", "4:58", "6:05"]),
        Concept(words: ["speed"], values: ["24.5", "18.2", "31.0"]),
        Concept(words: ["weight"], values: ["100", "135", "80"]),
        Concept(words: ["calorie", "calories", "kcal", "cal", "energy"], values: ["486", "312", "620"]),
        Concept(words: ["heartrate", "bpm", "pulse", "hr"], values: ["72", "68", "142"]),
        Concept(words: ["steps"], values: ["7,842", "10,204", "5,310"]),
        Concept(words: ["volume", "tonnage", "load"], values: ["4,250", "3,180", "5,020"]),
        Concept(words: ["temperature", "temp", "degrees", "high", "low"], values: ["21°", "18°", "24°"]),
        Concept(words: ["reps"], values: ["10", "8", "12"]),
        Concept(words: ["sets"], values: ["3", "4", "5"]),
        Concept(words: ["views", "viewers", "watching", "plays", "listeners", "listens", "followers", "subscribers", "members",
                        "likes", "fans", "downloads", "readers", "visitors", "attendees", "going"],
                values: ["12.4K", "3,208", "1.1M"]),
        Concept(words: ["count", "number", "quantity", "qty", "badge", "unread", "votes", "upvotes", "comments", "replies", "reviews"],
                values: ["12", "3", "128"]),
        Concept(words: ["score", "points", "xp"], values: ["86", "1,240", "72"]),
        Concept(words: ["rank", "position", "place"], values: ["#3", "#12", "#1"]),
        Concept(words: ["level", "tier", "plan", "membership", "subscription"], values: ["Premium", "Gold", "Family"]),
        Concept(words: ["rating", "stars"], values: ["4.8", "4.6", "4.9"]),
        Concept(words: ["location", "address", "city", "destination", "origin", "from", "to", "pickup", "dropoff", "neighborhood",
                        "region", "venue", "where", "area", "station", "stop", "airport", "route"],
                values: ["Lisbon, Portugal", "Brooklyn, NY", "Kyoto, Japan", "Austin, TX"]),
        Concept(words: ["status", "state", "availability", "presence"], values: ["Online", "In progress", "Delivered"]),
        Concept(words: ["weather", "condition", "forecast", "conditions"], values: ["Partly Cloudy", "Sunny", "Light Rain"]),
        Concept(words: ["greeting", "salutation"], values: ["Good morning", "Good evening", "Welcome back"]),
        Concept(words: ["role", "job", "occupation", "profession", "position", "headline"], values: ["Product Designer", "iOS Engineer", "Photographer"]),
        Concept(words: ["company", "employer", "organization", "org", "brand", "merchant", "store", "shop", "restaurant", "business",
                        "vendor", "seller", "provider", "airline", "carrier", "bank", "publisher", "network", "studio"],
                values: ["Blue Bottle Coffee", "Sweetgreen", "Tartine Bakery"]),
        Concept(words: ["language", "locale"], values: ["English", "Español", "日本語"]),
        Concept(words: ["currency"], values: ["USD", "EUR", "GBP"]),
        Concept(words: ["unit", "units"], values: ["kg", "bpm", "min"]),
        Concept(words: ["emoji", "reaction"], values: ["🔥", "❤️", "👍"]),
        Concept(words: ["question", "prompt", "ask"], values: ["What should I cook tonight?", "Plan a weekend in Lisbon", "Summarize this article"]),
        Concept(words: ["answer", "response", "reply", "output", "result", "completion"],
                values: ["Here are three quick dinners you can make in 20 minutes.", "Sure — here's a plan for two relaxed days.", "The article argues that small teams ship faster."]),
        Concept(words: ["hint", "placeholder"], values: ["Search", "Add a comment…", "Message"]),
        Concept(words: ["error", "warning", "alert", "failure"], values: ["Something went wrong", "Check your connection", "Payment declined"]),
        Concept(words: ["query", "search", "term", "keyword", "searchtext"], values: ["coffee near me", "running shoes", "weekend trips"]),
        Concept(words: ["code", "promo", "coupon", "voucher"], values: ["SAVE20", "WELCOME10", "FREESHIP"]),
        Concept(words: ["pin", "otp", "passcode"], values: ["4821", "7390", "1156"]),
        Concept(words: ["version", "build", "release"], values: ["2.4.1", "1.0.3", "3.2.0"]),
        Concept(words: ["id", "identifier", "uid", "key", "sku", "ref", "reference", "number", "tracking", "confirmation"],
                values: ["A7F3-92KD", "B2C4-71QX", "C9D1-08LM"]),
        Concept(words: ["image", "imagename", "photo", "picture", "thumbnail", "thumb", "artwork", "art", "cover", "poster",
                        "avatar", "banner", "logo", "asset", "background", "hero", "illustration"],
                values: ["photo", "cover", "avatar"]),
        Concept(words: ["category", "genre", "tag", "tags", "chip", "filter", "topic", "interest", "section", "segment", "tab",
                        "kind", "type", "group", "collection", "badge", "pill", "selected", "selection", "option", "choice"],
                values: ["Popular", "Nearby", "New", "Trending", "Featured"]),
        Concept(words: ["action", "cta", "button", "buttontitle", "buttonlabel", "confirm", "primary", "secondary"],
                values: ["Continue", "Get started", "Save"]),
        Concept(words: ["stat", "stats", "summary", "metrics"], values: ["12 runs · 48 km", "3 workouts · 2 h 10 m", "8 lessons · 92%"]),
        Concept(words: ["meta", "metadata", "byline", "info", "details", "context", "footnote", "footer", "source"],
                values: ["2h ago · 4 min read", "Updated yesterday", "12 comments · 3 shares"]),
        Concept(words: ["steps", "step", "instruction", "instructions", "direction", "directions"],
                values: ["Create your account", "Choose what you like", "Turn on notifications"]),
        Concept(words: ["cardholder", "holder", "payee", "beneficiary"], values: people),
        Concept(words: ["flag", "country"], values: ["🇵🇹", "🇺🇸", "🇯🇵"]),
        Concept(words: ["subtitle", "sub", "description", "desc", "detail", "secondarytext", "tagline", "blurb", "overview", "about",
                        "bio", "caption", "excerpt", "summary", "note", "notes", "tip", "explanation"],
                values: ["Available today", "Updated 2 hours ago", "Tap for details"]),
        Concept(words: ["message", "text", "body", "content", "preview", "snippet", "comment", "quote", "post", "tweet", "lastmessage",
                        "chat", "story", "status", "transcript", "line", "lyric", "lyrics"],
                values: ["See you at the gym at 7", "Sounds good, thanks!", "Running a few minutes late", "Just landed — call you soon"]),
    ]

    /// What a component is about (`StayCard`, `EpisodeRow`) and titles for such things.
    static let subjects: [Concept] = [
        Concept(words: ["readiness", "recovery", "sleep", "wellness", "mood", "stress", "mindfulness", "strain", "coach", "insight"],
                values: ["Recovery", "Sleep Score", "Readiness"],
                details: ["7 h 42 m asleep · 92% efficiency", "You're ready for a hard workout today", "Take it easy — your body is still recovering"]),
        Concept(words: ["metric", "stat", "vital", "vitals", "health", "measurement", "reading", "gauge", "kpi"],
                values: ["Heart Rate", "Active Energy", "Resting HR"], details: ["Resting · 52–148 today", "Up 4% from last week", "Last updated 9:41 AM"]),
        Concept(words: ["track", "song", "music", "player", "playing", "nowplaying", "audio", "lyrics"],
                values: ["Midnight City", "Blinding Lights", "Dreams"], details: ["M83 · Hurry Up, We're Dreaming", "The Weeknd · After Hours", "Fleetwood Mac · Rumours"]),
        Concept(words: ["album", "record", "release"], values: ["Currents", "After Hours", "Rumours"], details: ["Tame Impala · 2015", "The Weeknd · 2020", "Fleetwood Mac · 1977"]),
        Concept(words: ["artist", "band", "musician", "singer"], values: ["M83", "The Weeknd", "Fleetwood Mac"], details: ["12.4M monthly listeners", "Artist", "Band"]),
        Concept(words: ["podcast", "episode", "show", "series", "season"], values: ["The Daily", "Hard Fork", "Radiolab"],
                details: ["Today · 32 min", "Yesterday · 58 min", "Mar 14 · 45 min"]),
        Concept(words: ["book", "audiobook", "chapter", "library", "reading", "ebook"], values: ["Project Hail Mary", "Circe", "Dune"],
                details: ["Andy Weir · 16 h 10 m", "Madeline Miller", "Frank Herbert"]),
        Concept(words: ["movie", "film", "trailer", "video", "stream", "clip", "watch", "tv", "channel", "live", "broadcast"],
                values: ["Dune: Part Two", "The Bear", "Arrival"], details: ["2024 · Sci-Fi · 2h 46m", "Season 3 · Episode 2", "1.2M views · 3 days ago"]),
        Concept(words: ["product", "item", "deal", "listing", "cart", "offer", "shop", "store", "bag", "sale", "buy", "order"],
                values: ["Wireless Earbuds", "Ceramic Pour-Over Set", "Trail Running Shoes"], details: ["Free delivery tomorrow", "In stock · Ships in 2 days", "Size 10 · Black"]),
        Concept(words: ["restaurant", "merchant", "venue", "cafe", "business", "brand", "vendor"], values: ["Blue Bottle Coffee", "Sweetgreen", "Tartine Bakery"],
                details: ["Coffee · 0.4 mi · $$", "Salads · 20–30 min", "Bakery · Open until 6 PM"]),
        Concept(words: ["dish", "meal", "food", "menu", "recipe", "grocery", "pizza"], values: ["Margherita Pizza", "Chicken Tikka Masala", "Caesar Salad"],
                details: ["Tomato, mozzarella, basil", "Served with basmati rice", "Romaine, parmesan, croutons"]),
        Concept(words: ["place", "location", "city", "destination", "stay", "home", "hotel", "property", "rental", "trip", "travel",
                        "map", "explore", "experience"],
                values: ["Cabin by the Lake", "Lisbon, Portugal", "Loft in Brooklyn"], details: ["2 guests · 1 bedroom", "Mar 14 – 19", "Superhost · 4.9 (128)"]),
        Concept(words: ["task", "todo", "issue", "ticket", "reminder", "checklist"], values: ["Review pull request", "Draft Q3 plan", "Book flights"],
                details: ["Due tomorrow", "Assigned to Priya", "In progress"]),
        Concept(words: ["project", "board", "workspace", "team", "server", "group", "space", "community", "club", "guild"],
                values: ["Design Team", "Q3 Roadmap", "Weekend Hikers"], details: ["12 members · 3 online", "Updated 2h ago", "Private group"]),
        Concept(words: ["exercise", "lift", "set", "movement"], values: ["Bench Press", "Back Squat", "Deadlift"], details: ["3 sets · 8 reps", "Keep your core tight", "Last: 95 × 5"]),
        Concept(words: ["workout", "activity", "run", "ride", "session", "class", "routine", "training", "fitness", "walk", "swim"],
                values: ["Morning Run", "Push Day", "Evening Yoga"], details: ["45 min · 320 kcal", "5.2 km · 28:14", "6 exercises · 52 min"]),
        Concept(words: ["playlist", "mix", "station", "radio", "queue"], values: ["Morning Focus", "Discover Weekly", "Chill Mix"], details: ["42 songs · 2 h 18 m", "Made for you", "Updated Monday"]),
        Concept(words: ["course", "lesson", "unit", "skill", "topic", "quiz", "study", "flashcard", "learning", "path"], values: ["Intro to Spanish", "Travel Phrases", "Basics 2"],
                details: ["Lesson 3 of 12", "10 min · Beginner", "4 of 5 complete"]),
        Concept(words: ["event", "meeting", "appointment", "booking", "reservation", "calendar", "schedule", "agenda"],
                values: ["Team Offsite", "Dinner with Sam", "Design Review"], details: ["Tomorrow · 10:00 AM", "Fri · 7:30 PM · 2 people", "Room 4B · 45 min"]),
        Concept(words: ["note", "document", "doc", "file", "page", "folder", "draft", "memo", "journal", "entry"], values: ["Meeting notes", "Trip ideas", "Reading list"],
                details: ["Edited 2h ago", "Shared with 3 people", "12 items"]),
        Concept(words: ["article", "post", "story", "headline", "news", "thread", "tweet", "feed", "blog", "newsletter"],
                values: ["How we rebuilt our design system", "The best hikes near the city", "Ten small habits that stick"],
                details: ["5 min read · 2h ago", "The Verge · Yesterday", "1.2K likes · 84 comments"]),
        Concept(words: ["account", "wallet", "portfolio", "asset", "coin", "stock", "crypto", "fund", "investment", "savings", "holding", "transaction", "payment"],
                values: ["Checking", "Bitcoin", "Apple Inc."], details: ["•••• 4821", "+2.4% today", "Available balance"]),
        Concept(words: ["flight", "boarding", "ticket"], values: ["SFO → JFK", "LIS → LHR", "NRT → SFO"], details: ["Gate B12 · Boards 9:41 AM", "Seat 14A · Economy", "On time"]),
        Concept(words: ["game", "match", "score", "fixture"], values: ["Lakers vs Celtics", "Arsenal vs Chelsea", "Round 2"], details: ["Q4 · 2:31", "Full time", "Tonight · 8:00 PM"]),
        Concept(words: ["conversation", "chat", "message", "inbox", "mail", "email", "thread", "dm"], values: ["Weekend plans", "Project kickoff", "Dinner on Friday?"],
                details: ["See you at 7!", "Sounds good, thanks!", "Running a few minutes late"]),
        Concept(words: ["notification", "alert", "toast", "banner", "snackbar"], values: ["Your order has shipped", "New comment on your post", "Backup complete"],
                details: ["Arriving Thursday", "Priya replied: “Love this!”", "All photos are safe"]),
        Concept(words: ["setting", "settings", "option", "preference", "toggle", "switch"], values: ["Notifications", "Dark Mode", "Privacy"],
                details: ["Sounds, badges, banners", "Follow system appearance", "Control who sees your activity"]),
        Concept(words: ["plan", "tier", "subscription", "membership", "pricing"], values: ["Premium", "Family", "Student"],
                details: ["$9.99/month · Cancel anytime", "Up to 6 accounts", "50% off with a valid ID"]),
        Concept(words: ["achievement", "award", "medal", "milestone", "streak", "trophy", "reward"], values: ["7-Day Streak", "First 10K", "Early Bird"],
                details: ["Earned today", "Completed Mar 14", "3 workouts before 7 AM"]),
        Concept(words: ["goal", "challenge", "habit"], values: ["Close your rings", "Read 20 minutes", "Drink water"], details: ["5 of 7 days", "On track", "2 left today"]),
        Concept(words: ["photo", "image", "picture", "gallery", "album", "camera", "snap", "reel"], values: ["Golden hour", "Beach day", "City lights"],
                details: ["Lisbon · Mar 14", "24 photos", "Shared album"]),
        Concept(words: ["device", "speaker", "headphones"], values: ["Living Room", "AirPods Pro", "Kitchen Speaker"], details: ["Connected", "Battery 80%", "Playing"]),
        Concept(words: ["profile", "user", "contact", "person", "avatar", "friend", "member", "author", "creator", "people"], values: people,
                details: ["Product Designer · Lisbon", "Active 5m ago", "12 mutual friends"]),
    ]

    /// Names of secondary lines, which say more about the component's subject.
    static let detailWords: Set<String> = ["subtitle", "sub", "description", "desc", "detail", "details", "secondary", "secondarytext",
                                           "tagline", "blurb", "caption", "summary", "note", "notes", "meta", "metadata", "info", "byline",
                                           "footnote", "context", "overview", "subline", "subheadline", "secondaryline"]

    /// Words a generic head (`name`, `title`) takes its meaning from.
    static let genericHeads: Set<String> = ["name", "title", "text", "label", "string", "str", "value", "display", "caption", "heading", "header", "line"]

    /// The text a property called `name` of a component about `subject`
    /// would hold: the `index`th of its kind, so siblings differ.
    static func string(name: String, owner: [String], index: Int) -> String? {
        let words = IdentifierWords.words(of: name).map { $0.lowercased() }
        guard let head = words.last else { return nil }
        let joined = words.joined()
        func pick(_ values: [String]) -> String { values[index % values.count] }
        // A secondary line about what the component shows: its subject's details.
        // (A `message` is one too on a card about health, not in a chat.)
        if detailWords.contains(head) || detailWords.contains(joined) || (head == "message" && owner.contains(where: subjects[0].words.contains)),
           let subject = owner.reversed().lazy.compactMap({ word in subjects.first { $0.words.contains(word) && !$0.details.isEmpty } }).first {
            return pick(subject.details)
        }
        // The whole name as one word first (`systemImage`, `lastMessage`), then the head noun.
        if joined == "time" {
            let timed: Set<String> = ["workout", "activity", "run", "ride", "session", "timer", "rest", "exercise", "training", "track",
                                      "episode", "lap", "race", "split", "player", "playback", "recording", "call"]
            return owner.contains(where: timed.contains) ? pick(["32:14", "8:05", "45:10"]) : pick(["9:41 AM", "10:15 AM", "2:30 PM"])
        }
        if let concept = text.first(where: { $0.words.contains(joined) }) { return pick(concept.values) }
        if genericHeads.contains(head) {
            // `authorName`, `showTitle`, `imageName`: the word before the head says what it is.
            for qualifier in words.dropLast().reversed() {
                if ["display", "full", "user"].contains(qualifier), head == "name" { return pick(people) }
                if let subject = subjects.first(where: { $0.words.contains(qualifier) }) { return pick(subject.values) }
                if let concept = text.first(where: { $0.words.contains(qualifier) }) { return pick(concept.values) }
            }
            // A value shown as text beside its unit: a number.
            if head == "value" || joined == "valuestring" || joined == "displayvalue" { return pick(["68", "7,842", "12.4"]) }
            // A bare `title`/`name`: what the component is about.
            if head == "name", owner.contains(where: { personWords.contains($0) }) { return pick(people) }
            for word in owner.reversed() {
                if let subject = subjects.first(where: { $0.words.contains(word) }) { return pick(subject.values) }
            }
            if head == "name", owner.isEmpty { return pick(people) }
            return nil
        }
        if let concept = text.first(where: { $0.words.contains(head) }) { return pick(concept.values) }
        for word in words.dropLast().reversed() {
            if let concept = text.first(where: { $0.words.contains(word) }) { return pick(concept.values) }
        }
        if let subject = subjects.first(where: { $0.words.contains(head) }) { return pick(subject.values) }
        return nil
    }

    /// Flags that say the view is on screen: sampled `true`, as a preview of it would have them.
    static let shownWords: Set<String> = ["visible", "shown", "showing", "presented", "displayed"]

    static let personWords: Set<String> = ["chat", "contact", "user", "profile", "avatar", "person", "friend", "member", "author",
                                           "sender", "message", "people", "story", "comment", "follower", "match", "caller"]

    // MARK: - Numbers

    /// Numbers by the words that ask for them, most specific first:
    /// integers, then floating-point values (nil: the same as the integers).
    struct NumberConcept {
        let words: Set<String>
        let integers: [Double]
        var floating: [Double]? = nil
    }

    static let numbers: [NumberConcept] = [
        NumberConcept(words: ["goal", "target", "quota"], integers: []),
        NumberConcept(words: ["rating", "stars", "starrating"], integers: [4, 5, 4], floating: [4.8, 4.6, 4.9]),
        NumberConcept(words: ["reviewcount", "reviews", "ratings", "ratingcount", "reviewscount"], integers: [1_284, 312, 96]),
        NumberConcept(words: ["followers", "follower", "subscribers", "subscriber", "members", "member", "views", "view", "viewers", "viewer",
                              "watching", "plays", "play", "listeners", "listener", "listens", "downloads", "download", "readers", "fans"],
                      integers: [12_400, 3_208, 860]),
        NumberConcept(words: ["likes", "like", "hearts", "heart", "upvotes", "upvote", "votes", "vote", "kudos", "claps", "faves", "favorites", "favourites"],
                      integers: [248, 36, 1_024]),
        NumberConcept(words: ["comments", "comment", "replies", "reply", "shares", "reposts", "repost", "retweets", "saves"], integers: [36, 12, 4]),
        NumberConcept(words: ["steps", "stepcount"], integers: [7_842, 10_204, 5_310]),
        NumberConcept(words: ["fee", "tip", "tax", "shipping", "deliveryfee", "servicefee"], integers: [3, 1, 5], floating: [2.99, 0.99, 4.99]),
        NumberConcept(words: ["price", "amount", "cost", "total", "balance", "subtotal", "fare", "earnings", "salary", "payment",
                              "spent", "budget", "income", "bill", "dollars", "cash", "revenue", "marketvalue", "equity", "networth",
                              "worth", "portfoliovalue", "totalvalue", "buyingpower"],
                      integers: [129, 48, 12], floating: [24.99, 129.0, 8.5]),
        NumberConcept(words: ["unread", "badge", "notifications", "notification", "quantity", "qty", "items", "itemcount", "count", "cartcount", "badgecount"],
                      integers: [3, 2, 5]),
        NumberConcept(words: ["index", "selected", "selection", "current", "active", "currentindex", "selectedindex", "tab", "selectedtab"], integers: [0]),
        NumberConcept(words: ["page", "currentpage", "step", "currentstep"], integers: [1]),
        NumberConcept(words: ["change", "delta", "gain", "growth", "percentchange", "pct", "changepct", "changepercent"], integers: [2, -1, 12], floating: [2.4, -1.2, 12.8]),
        NumberConcept(words: ["percent", "percentage"], integers: [68, 42, 88]),
        NumberConcept(words: ["aspect", "aspectratio"], integers: [1], floating: [1.5, 0.75, 1.0]),
        NumberConcept(words: ["progress", "fraction", "ratio", "completion", "fill", "filled", "completed", "complete", "battery", "volume",
                              "brightness", "opacity", "alpha", "amplitude", "intensity", "strength", "humidity", "share", "value"],
                      integers: [68, 42, 88], floating: [0.68, 0.42, 0.88]),
        NumberConcept(words: ["depth", "nesting", "indent", "indentation"], integers: [0, 1, 2]),
        NumberConcept(words: ["level", "tier"], integers: [12, 4, 7], floating: [0.68, 0.42, 0.88]),
        NumberConcept(words: ["streak"], integers: [12, 7, 30]),
        NumberConcept(words: ["age"], integers: [28, 34, 25]),
        NumberConcept(words: ["year"], integers: [2024]),
        NumberConcept(words: ["month"], integers: [3]),
        NumberConcept(words: ["day", "days"], integers: [12, 7, 3]),
        NumberConcept(words: ["hour", "hours"], integers: [9, 7, 11]),
        NumberConcept(words: ["minute", "minutes", "mins"], integers: [45, 30, 12]),
        NumberConcept(words: ["second", "secs"], integers: [30, 45, 12]),
        NumberConcept(words: ["heartrate", "bpm", "pulse", "hr"], integers: [72, 68, 142]),
        NumberConcept(words: ["calorie", "calories", "kcal", "cal", "energy"], integers: [486, 312, 620]),
        NumberConcept(words: ["distance", "km", "miles", "kilometers"], integers: [5, 3, 10], floating: [5.2, 3.1, 10.0]),
        NumberConcept(words: ["pace"], integers: [5, 5, 6], floating: [5.2, 4.97, 6.08]),
        NumberConcept(words: ["speed"], integers: [24, 18, 31], floating: [24.5, 18.2, 31.0]),
        NumberConcept(words: ["weight", "mass"], integers: [72, 135, 80], floating: [72.5, 135.0, 80.0]),
        NumberConcept(words: ["reps", "repetitions"], integers: [10, 8, 12]),
        NumberConcept(words: ["sets"], integers: [3, 4, 5]),
        NumberConcept(words: ["temperature", "temp"], integers: [21, 18, 24]),
        NumberConcept(words: ["score", "points", "xp"], integers: [86, 72, 94]),
        NumberConcept(words: ["rank", "position", "place"], integers: [3, 12, 1]),
        NumberConcept(words: ["diameter", "size", "dimension"], integers: [44]),
        NumberConcept(words: ["width"], integers: [120]),
        NumberConcept(words: ["height"], integers: [44]),
        NumberConcept(words: ["radius", "cornerradius", "corner"], integers: [12]),
        NumberConcept(words: ["spacing", "gap", "gutter"], integers: [8]),
        NumberConcept(words: ["padding", "inset", "margin"], integers: [16]),
        NumberConcept(words: ["linewidth", "thickness", "stroke", "border", "borderwidth"], integers: [4]),
        NumberConcept(words: ["angle", "rotation", "degrees", "heading"], integers: [45]),
        NumberConcept(words: ["scale", "zoom", "multiplier", "factor"], integers: [1]),
        NumberConcept(words: ["offset", "shift"], integers: [0]),
        NumberConcept(words: ["latitude", "lat"], integers: [38], floating: [37.7749]),
        NumberConcept(words: ["longitude", "lon", "lng"], integers: [-122], floating: [-122.4194]),
    ]

    /// A number for a property of this name; `isInteger` for `Int`. The
    /// head noun decides first (`dayChangePct` is a change, not a day).
    static func number(name: String, isInteger: Bool, index: Int, owner: [String] = []) -> Double? {
        let words = IdentifierWords.words(of: name).map { $0.lowercased() }
        let joined = words.joined()
        guard let head = words.last else { return nil }
        func pick(_ concept: NumberConcept) -> Double? {
            let values = isInteger ? concept.integers : (concept.floating ?? concept.integers)
            return values.isEmpty ? nil : values[index % values.count]
        }
        if ["duration", "elapsed", "remaining", "timeinterval", "interval", "length", "runtime", "seconds", "time"].contains(head) {
            // A rest between sets or a countdown is short; a run or an episode is long.
            if owner.contains(where: { ["rest", "countdown", "break", "pause", "interval"].contains($0) }) { return [75, 90, 45][index % 3] }
            return [754, 1_834, 312][index % 3]
        }
        // `numberOfSteps`, `numberOfItems`: how many of something there are, a handful.
        if words.count > 2, words[0] == "number", words[1] == "of" { return [4, 3, 5][index % 3] }
        for candidate in [joined, head] + words.dropLast().reversed() {
            if let concept = numbers.first(where: { $0.words.contains(candidate) }) {
                // A goal has no sample of its own: it follows what it measures.
                return pick(concept)
            }
        }
        return nil
    }

    /// How many elements a comment's "one per day" asks for: a week of
    /// days, a year of months, a day of hours.
    static func countPerPeriod(in comment: String) -> Int? {
        let text = comment.lowercased()
        for (period, count) in [("day", 7), ("weekday", 7), ("month", 12), ("hour", 24), ("week", 4)]
        where text.contains("per \(period)") || text.contains("each \(period)") || text.contains("a \(period)") {
            return count
        }
        return nil
    }

    /// How many elements a collection called `name` has when nothing else
    /// says: a week of days, a year of months, a day of hours.
    static func collectionCount(name: String) -> Int? {
        let words = Set(IdentifierWords.words(of: name).map { $0.lowercased() })
        if !words.isDisjoint(with: ["days", "weekdays", "week", "weekly", "daily", "week"]) { return 7 }
        if !words.isDisjoint(with: ["months", "monthly", "year", "yearly"]) { return 12 }
        if !words.isDisjoint(with: ["hours", "hourly"]) { return 24 }
        if !words.isDisjoint(with: ["weeks"]) { return 4 }
        return nil
    }
}
