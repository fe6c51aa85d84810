import L from 'leaflet'
import Supercluster, {
  type AnyProps,
  type ClusterFeature,
  type ClusterProperties,
} from 'supercluster'

import 'leaflet/dist/leaflet.css'
import './map.css'

import { formatNumber } from '@/lib/digits'
import type { MapTiles } from '@/lib/mapTiles'

import { formatPrice } from '../page/format'
import type { Area } from '../search/area'
import type { MapPoint } from './points'

/**
 * The map itself, loaded only when a visitor opens it (this module and Leaflet are one separate
 * download). Homes are markers that show their price; where they crowd, a cluster says how many
 * and zooms in when chosen. Everything works by keyboard and buttons, never only by dragging: the
 * zoom buttons, four buttons that move the map, markers and clusters that are buttons, and a card
 * that takes focus when it opens. Without tiles (no network, `MAP_TILE_URL=none`) it all works
 * over a plain background.
 */

export type ListingMap = {
  show(points: MapPoint[], area?: Area): void
  area(): Area
  destroy(): void
}

const PRICE = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
})

/** Sussex and Warren counties, for a map with no homes on it. */
const HOME_GROUND: L.LatLngTuple[] = [
  [40.6, -75.2],
  [41.36, -74.45],
]

const still = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag)
  el.className = className
  if (text !== undefined) el.textContent = text
  return el
}

/** The small card a marker opens: photo, price, size, address, listing firm, and the link. */
function card(point: MapPoint): HTMLElement {
  const root = element('div', 'map-card')
  if (point.photo) {
    const img = element('img', 'map-card__photo')
    Object.assign(img, { src: point.photo.src, srcset: point.photo.srcSet, alt: point.photo.alt })
    img.sizes = '240px'
    img.width = 240
    img.height = 160
    root.append(img)
  }
  const facts = [
    point.beds !== null ? `${point.beds} bd` : null,
    point.baths !== null ? `${point.baths} ba` : null,
    point.livingArea !== null ? `${formatNumber(point.livingArea)} sq ft` : null,
  ].filter(Boolean)
  root.append(element('p', 'map-card__price', formatPrice(point.price)))
  if (facts.length) root.append(element('p', 'map-card__facts', facts.join(' · ')))
  root.append(
    element('p', 'map-card__address', [point.street, point.city].filter(Boolean).join(', ')),
  )
  if (point.firmName) root.append(element('p', 'map-card__firm', `Listed by ${point.firmName}`))
  const link = element('a', 'map-card__link', 'View this home')
  link.href = point.path
  root.append(link)
  return root
}

const label = (p: MapPoint) =>
  `${formatPrice(p.price)}, ${[p.street ?? 'address not shown', p.city].filter(Boolean).join(', ')}`

function homeMarker(point: MapPoint): L.Marker {
  const text = point.price === null ? 'Home' : PRICE.format(point.price)
  const width = 18 + text.length * 8
  const marker = L.marker([point.lat, point.lng], {
    icon: L.divIcon({
      className: 'listing-marker',
      html: `<span aria-hidden="true">${text}</span>`,
      iconSize: [width, 28],
      iconAnchor: [width / 2, 28],
      popupAnchor: [0, -28],
    }),
    keyboard: true,
  })
  marker.on('add', () => marker.getElement()?.setAttribute('aria-label', label(point)))
  marker.bindPopup(() => card(point), { maxWidth: 260, minWidth: 240 })
  // Leaflet opens the card on Enter; a button also answers Space.
  marker.on('keypress', (event) => {
    if (event.originalEvent.key === ' ') marker.openPopup()
  })
  // The card takes focus when it opens (after this turn: Leaflet is still placing it, and may
  // move the map to show it); Escape closes it, and focus goes back to the marker.
  const back = () => marker.getElement()?.focus({ preventScroll: true })
  marker.on('popupopen', (event) => {
    const shown = event.popup.getElement()
    if (!shown) return
    shown.onkeydown = (key) => {
      if (key.key !== 'Escape') return
      marker.closePopup()
      back()
    }
    // Into the card: tried again each frame while the card is still hidden (a link that cannot
    // be seen takes no focus; without the zoom animation the card can show a moment later).
    let frames = 30
    const focusCard = () => {
      const link = shown.querySelector('a')
      link?.focus({ preventScroll: true })
      const waiting =
        document.activeElement === marker.getElement() || document.activeElement === document.body
      if (link && waiting && frames-- > 0) requestAnimationFrame(focusCard)
    }
    setTimeout(focusCard)
  })
  marker.on('popupclose', (event) => {
    if (event.popup.getElement()?.contains(document.activeElement)) back()
  })
  return marker
}

function clusterMarker(
  map: L.Map,
  index: Supercluster<MapPoint>,
  feature: ClusterFeature<AnyProps>,
): L.Marker {
  const [lng, lat] = feature.geometry.coordinates as [number, number]
  const count = feature.properties.point_count
  const size = count < 10 ? 36 : count < 100 ? 44 : 52
  const marker = L.marker([lat, lng], {
    icon: L.divIcon({
      className: 'listing-cluster',
      html: `<span aria-hidden="true">${feature.properties.point_count_abbreviated}</span>`,
      iconSize: [size, size],
    }),
    keyboard: true,
  })
  marker.on('add', () =>
    marker.getElement()?.setAttribute('aria-label', `${formatNumber(count)} homes here: zoom in`),
  )
  const zoomIn = () => {
    // The cluster goes once split: the map itself keeps focus for the arrow and zoom keys.
    map.getContainer().focus({ preventScroll: true })
    const zoom = Math.min(index.getClusterExpansionZoom(feature.properties.cluster_id), 18)
    map.setView([lat, lng], zoom, { animate: !still() })
  }
  marker.on('click', zoomIn)
  marker.on('keypress', (event) => {
    if (event.originalEvent.key === 'Enter' || event.originalEvent.key === ' ') zoomIn()
  })
  return marker
}

/** Four buttons that move the map by a third of its size: panning without dragging. */
function panControl(map: L.Map): L.Control {
  const Pan = L.Control.extend({
    onAdd() {
      const box = element('div', 'leaflet-bar map-pan')
      const moves: [string, string, L.PointTuple, string][] = [
        ['north', '↑', [0, -1], 'map-pan__n'],
        ['west', '←', [-1, 0], 'map-pan__w'],
        ['east', '→', [1, 0], 'map-pan__e'],
        ['south', '↓', [0, 1], 'map-pan__s'],
      ]
      for (const [where, arrow, [x, y], place] of moves) {
        const button = element('button', place, arrow)
        button.type = 'button'
        button.setAttribute('aria-label', `Move the map ${where}`)
        button.addEventListener('click', () => {
          const size = map.getSize()
          map.panBy([(x * size.x) / 3, (y * size.y) / 3], { animate: !still() })
        })
        box.append(button)
      }
      L.DomEvent.disableClickPropagation(box)
      return box
    },
  })
  return new Pan({ position: 'topleft' })
}

export function openListingMap(container: HTMLElement, settings: MapTiles): ListingMap {
  const map = L.map(container, {
    zoomAnimation: !still(),
    fadeAnimation: !still(),
    markerZoomAnimation: !still(),
    scrollWheelZoom: false,
  })
  map.attributionControl.setPrefix(false)
  if (settings.url)
    L.tileLayer(settings.url, { attribution: settings.attribution, maxZoom: 19 }).addTo(map)
  else if (settings.attribution) map.attributionControl.addAttribution(settings.attribution)
  panControl(map).addTo(map)
  const layer = L.layerGroup().addTo(map)
  let index: Supercluster<MapPoint> | null = null
  /** The markers shown, by what they stand for: a redraw keeps those still wanted as they are. */
  let shown = new Map<string, L.Marker>()

  const draw = () => {
    if (!index) return
    const b = map.getBounds()
    const wanted = new Map<string, () => L.Marker>()
    for (const feature of index.getClusters(
      [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()],
      map.getZoom(),
    )) {
      const props = feature.properties as Partial<ClusterProperties>
      if (props.cluster) {
        const cluster = feature as ClusterFeature<AnyProps>
        wanted.set(`cluster:${map.getZoom()}:${props.cluster_id}`, () =>
          clusterMarker(map, index!, cluster),
        )
      } else {
        const point = feature.properties as MapPoint
        wanted.set(`home:${point.path}`, () => homeMarker(point))
      }
    }
    // Markers still wanted stay as they are; so does one that has focus or an open card, until
    // the visitor moves on (a keyboard user is never left nowhere, a card never shut under them).
    const next = new Map<string, L.Marker>()
    for (const [key, marker] of shown) {
      if (wanted.has(key)) continue
      if (marker.isPopupOpen() || marker.getElement()?.contains(document.activeElement)) {
        next.set(key, marker)
        continue
      }
      layer.removeLayer(marker)
      shown.delete(key)
    }
    for (const [key, make] of wanted) {
      const marker = shown.get(key) ?? make()
      if (!shown.has(key)) layer.addLayer(marker)
      next.set(key, marker)
    }
    shown = next
  }
  map.on('moveend', draw)
  return {
    show(points, area) {
      // Leaflet's tiles are 256 pixels: with that extent the radius is in screen pixels, and
      // 80 keeps price labels and clusters from covering one another.
      layer.clearLayers()
      shown = new Map()
      index = new Supercluster<MapPoint>({ radius: 80, extent: 256, maxZoom: 16 }).load(
        points.map((p) => ({
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [p.lng, p.lat] },
          properties: p,
        })),
      )
      const bounds = area
        ? L.latLngBounds([area.south, area.west], [area.north, area.east])
        : points.length
          ? L.latLngBounds(points.map((p) => [p.lat, p.lng] as L.LatLngTuple))
          : L.latLngBounds(HOME_GROUND)
      map.fitBounds(bounds, { padding: area ? [0, 0] : [32, 32], maxZoom: 15, animate: false })
      draw()
    },
    area() {
      const b = map.getBounds()
      return { south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() }
    },
    destroy() {
      map.remove()
    },
  }
}
