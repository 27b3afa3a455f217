/// SF Symbol name -> Phosphor icon, one line a name: `sf-name icon [options]`.
///
/// Only stems are listed: `.fill`, the enclosures (`.circle`, `.square`,
/// `.shield`...), `.slash`, `.badge.*`, `chevron.*`, `arrow.<direction>`,
/// `arrowtriangle.*`, letters and numbers (`g.circle`, `1.square`) and
/// `goforward.<n>` follow by rule (`SymbolResolver`), so `heart` here also
/// gives `heart.fill`, `heart.circle` and `heart.circle.fill`. A line for a
/// longer name wins over the rules (`info.circle` is Phosphor's `info`,
/// which is already circled).
///
/// icon: a Phosphor name (phosphoricons.com); names joined by `+` drawn
/// one over the other, a `-fill` name being the filled twin
/// (`star+star-half-fill`: an outline half filled); or `"P"` to draw text
/// in the text font.
/// options:
///   line      SF Symbols draws it with strokes only and has no `.fill`
///             form: cut out of a filled shape it stays a line
///   mirror    flipped left to right (`bubble.right` is `bubble.left` mirrored)
///   turn=N    turned N degrees clockwise (90, 180, 270)
///   text=S    with S written small inside (`goforward.30`)
///
/// Chosen by looking at every pair on the contact sheet (see
/// Tests/SymbolsTests/ContactSheetTests.swift); a new name is one line.
extension SymbolResolver {
    public static let table = """
        # Search, navigation, actions
        magnifyingglass                         magnifying-glass        line
        house                                   house
        plus                                    plus                    line
        minus                                   minus                   line
        xmark                                   x                       line
        checkmark                               check                   line
        ellipsis                                dots-three              line
        line.3.horizontal                       list                    line
        line.3.horizontal.decrease              funnel-simple           line
        list.bullet                             list-bullets            line
        list.bullet.indent                      text-indent             line
        list.bullet.below.rectangle             list-dashes             line
        list.clipboard                          clipboard-text
        checklist                               list-checks             line
        slider.horizontal.3                     sliders-horizontal      line
        square.and.arrow.up                     export
        square.and.arrow.down                   download-simple
        square.and.pencil                       note-pencil
        square.grid.2x2                         squares-four
        rectangle.3.group                       squares-four
        rectangle.split.3x1                     columns
        sidebar.leading                         sidebar-simple
        square.dashed                           selection               line
        rectangle.dashed                        selection               line
        doc.on.doc                              copy
        rectangle.on.rectangle                  copy-simple
        square.on.square                        copy-simple
        plus.rectangle.on.folder                folder-plus
        plus.rectangle.on.rectangle             copy-simple
        plus.square.on.square                   copy-simple
        rectangle.portrait.on.rectangle.portrait  copy-simple
        rectangle.stack                         cards-three
        square.stack                            cards-three
        square.stack.3d.down.right              stack
        square.3.layers.3d                      stack
        link                                    link                    line
        paperclip                               paperclip               line
        trash                                   trash
        pencil                                  pencil-simple
        pencil.tip                              pen-nib
        pencil.and.outline                      pencil-line
        highlighter                             highlighter
        scissors                                scissors
        lasso                                   lasso                   line
        delete.left                             backspace
        command                                 command                 line
        cursorarrow                             cursor
        cursorarrow.rays                        cursor-click
        info.circle                             info
        questionmark                            question-mark           line
        questionmark.circle                     question
        exclamationmark                         exclamation-mark        line
        exclamationmark.circle                  warning-circle
        exclamationmark.triangle                warning
        exclamationmark.octagon                 warning-octagon
        exclamationmark.shield                  shield-warning
        slash.circle                            prohibit
        number                                  hash                    line
        percent                                 percent                 line
        at                                      at                      line
        equal                                   equals                  line
        textformat                              text-aa                 line
        textformat.size                         text-aa                 line
        bold                                    text-b                  line
        italic                                  text-italic             line
        text.alignleft                          text-align-left         line
        text.append                             list-plus               line
        text.badge.plus                         list-plus               line
        chevron.left.forwardslash.chevron.right code                    line
        qrcode                                  qr-code
        barcode                                 barcode                 line
        barcode.viewfinder                      barcode                 line
        camera.viewfinder                       scan                    line
        doc.viewfinder                          scan                    line
        faceid                                  scan-smiley             line
        point.topleft.down.curvedto.point.bottomright.up  path          line
        point.3.connected.trianglepath.dotted   graph

        # Arrows beyond the direction rule
        arrow.left.arrow.right                  arrows-left-right       line
        arrow.up.arrow.down                     arrows-down-up          line
        arrow.clockwise                         arrow-clockwise         line
        arrow.counterclockwise                  arrow-counter-clockwise line
        arrow.triangle.2.circlepath             arrows-clockwise        line
        arrow.2.squarepath                      repeat                  line
        arrow.up.left.and.arrow.down.right      arrows-out-simple       line mirror
        arrow.down.backward.and.arrow.up.forward  arrows-out-simple     line
        arrow.down.to.line                      arrow-line-down         line
        arrow.up.to.line                        arrow-line-up           line
        arrow.turn.down.right                   arrow-elbow-down-right  line
        arrow.turn.up.right                     arrow-bend-up-right     line
        arrow.turn.up.left                      arrow-bend-up-left      line
        arrow.uturn.backward                    arrow-u-up-left         line
        arrow.uturn.forward                     arrow-u-up-right        line
        arrow.triangle.turn.up.right            arrow-bend-up-right     line
        arrow.triangle.branch                   git-branch              line
        arrowshape.turn.up.right                share-fat
        arrowshape.turn.up.left                 share-fat               mirror
        arrowshape.turn.up.left.2               arrow-bend-double-up-left  line
        repeat                                  repeat                  line
        repeat.1                                repeat-once             line
        shuffle                                 shuffle                 line
        clock.arrow.circlepath                  clock-counter-clockwise
        dollarsign.arrow.circlepath             arrows-clockwise        line text=$
        arrow.triangle.2.circlepath.camera      camera-rotate

        # People
        person                                  user
        person.2                                users
        person.3                                users-three
        person.crop.circle                      user-circle
        person.crop.square                      user-square
        person.checkmark                        user-check
        person.text.rectangle                   identification-card
        person.wave.2                           user-sound
        figure.run                              person-simple-run
        figure.walk                             person-simple-walk
        figure.hiking                           person-simple-hike
        figure.pool.swim                        person-simple-swim
        figure.outdoor.cycle                    person-simple-bike
        figure.yoga                             person-simple-tai-chi
        figure.mind.and.body                    person-simple-tai-chi
        figure.barre                            person-simple-tai-chi
        figure.stand                            person-simple
        figure.roll                             wheelchair
        face.smiling                            smiley
        face.dashed                             smiley-blank
        hand.thumbsup                           thumbs-up
        hand.thumbsdown                         thumbs-down
        hand.raised                             hand-palm
        hand.point.right                        hand-pointing           turn=90
        hands.clap                              hands-clapping
        hands.sparkles                          hand-soap
        ear                                     ear
        eye                                     eye
        shoeprints                              footprints

        # Communication and media
        bell                                    bell
        bubble.left                             chat-circle
        bubble.right                            chat-circle             mirror
        message                                 chat-circle
        bubble.left.and.bubble.right            chats
        text.bubble                             chat-text
        ellipsis.message                        chat-circle-dots
        plus.message                            chat-circle             text=+
        quote.bubble                            quotes
        captions.bubble                         subtitles
        envelope                                envelope-simple
        paperplane                              paper-plane-tilt
        phone                                   phone
        phone.down                              phone-disconnect
        video                                   video-camera
        mic                                     microphone
        megaphone                               megaphone
        dot.radiowaves.left.and.right           broadcast
        wave.3.right                            contactless-payment
        wifi                                    wifi-high
        antenna.radiowaves.left.and.right       broadcast
        play                                    play
        pause                                   pause
        stop                                    stop
        forward                                 fast-forward
        backward                                rewind
        forward.end                             skip-forward
        backward.end                            skip-back
        record.circle                           record
        speaker                                 speaker-simple-none
        speaker.wave.1                          speaker-simple-low
        speaker.wave.2                          speaker-simple-high
        speaker.wave.3                          speaker-high
        speaker.slash                           speaker-simple-slash
        music.note                              music-note
        music.note.list                         playlist
        play.square.stack                       playlist
        waveform                                waveform                line
        waveform.path                           waveform                line
        waveform.path.ecg                       heartbeat               line
        headphones                              headphones
        airplayvideo                            screencast
        airplayaudio                            speaker-hifi
        tv                                      television-simple
        film                                    film-strip
        photo                                   image
        photo.on.rectangle                      images
        photo.on.rectangle.angled               images
        photo.stack                             images
        camera                                  camera
        iphone                                  device-mobile
        desktopcomputer                         desktop
        gamecontroller                          game-controller
        opticaldisc                             disc
        books.vertical                          books
        book                                    book-open
        book.closed                             book
        character.book.closed                   book-bookmark
        bookmark                                bookmark-simple
        newspaper                               newspaper
        note.text                               note
        doc                                     file
        doc.text                                file-text
        folder                                  folder
        archivebox                              archive
        tray                                    tray
        tray.full                               tray
        scroll                                  scroll
        terminal                                terminal-window

        # Things and places
        heart                                   heart
        star                                    star
        star.leadinghalf.filled                 star+star-half-fill
        sparkle                                 sparkle
        sparkles                                sparkle
        wand.and.stars                          magic-wand
        bolt                                    lightning
        flame                                   fire
        drop                                    drop
        leaf                                    leaf
        snowflake                               snowflake
        sun.max                                 sun
        moon                                    moon
        moon.stars                              moon-stars
        moon.zzz                                moon-stars
        zzz                                     moon-stars
        cloud.rain                              cloud-rain
        mountain.2                              mountains
        globe                                   globe
        globe.americas                          globe-hemisphere-west
        map                                     map-trifold
        mappin                                  map-pin-simple
        mappin.and.ellipse                      map-pin-simple-area
        location                                navigation-arrow        mirror
        location.north                          navigation-arrow        turn=45
        safari                                  compass
        signpost.right                          signpost
        pin                                     push-pin
        flag                                    flag
        tag                                     tag
        gift                                    gift
        crown                                   crown-simple
        trophy                                  trophy
        medal                                   medal
        target                                  target
        diamond                                 diamond
        hexagon                                 hexagon
        circle                                  circle
        circle.circle                           record
        circle.dashed                           circle-dashed
        circle.dotted                           circle-dashed
        circle.grid.2x2                         circles-four
        circle.grid.3x3                         dots-nine
        circle.hexagongrid                      circles-three
        square                                  square
        square.on.circle                        shapes
        triangle                                triangle
        shield                                  shield
        shield.lefthalf.filled                  shield
        checkmark.seal                          seal-check
        lock                                    lock
        key                                     key
        gearshape                               gear-six
        gear                                    gear
        wrench.and.screwdriver                  wrench
        hammer                                  hammer
        ruler                                   ruler
        scalemass                               scales
        paintpalette                            palette
        lightbulb                               lightbulb
        timer                                   timer
        alarm                                   alarm
        clock                                   clock
        calendar                                calendar-dots
        calendar.day.timeline.left              calendar-dots
        speedometer                             gauge
        battery.75                              battery-high
        chart.bar                               chart-bar
        chart.bar.xaxis                         chart-bar
        chart.line.uptrend.xyaxis               chart-line-up           line
        chart.xyaxis.line                       chart-line              line
        chart.pie                               chart-pie
        tablecells                              table
        creditcard                              credit-card
        wallet.pass                             wallet
        dollarsign                              currency-dollar         line
        bitcoinsign                             currency-btc            line
        brazilianrealsign                       "R$"
        parkingsign                             "P"
        cart                                    shopping-cart-simple
        bag                                     bag
        storefront                              storefront
        menucard                                receipt
        shippingbox                             package
        box.truck                               truck
        suitcase                                suitcase-simple
        briefcase                               briefcase
        building.2                              buildings
        building.columns                        bank
        bed.double                              bed
        chair.lounge                            armchair
        shower                                  shower
        fork.knife                              fork-knife
        cup.and.saucer                          coffee
        birthday.cake                           cake
        tshirt                                  t-shirt
        graduationcap                           graduation-cap
        fuelpump                                gas-pump
        sportscourt                             court-basketball
        dumbbell                                barbell
        bicycle                                 bicycle
        scooter                                 scooter
        car                                     car
        car.2                                   car
        car.side                                car-profile
        bolt.car                                charging-station
        bus                                     bus
        tram                                    tram
        train.side.front.car                    train
        ferry                                   boat
        airplane                                airplane
        airplane.arrival                        airplane-landing
        airplane.departure                      airplane-takeoff
        bird                                    bird
        ant                                     bug
        ladybug                                 bug-beetle
        applelogo                               apple-logo
        apple.logo                              apple-logo
        """
}
