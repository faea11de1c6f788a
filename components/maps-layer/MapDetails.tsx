'use client';

import shared from '../modal/dialog.module.css';
import { mapEmbedSrc, safeMapsUrl, type MapPlace } from './embed';
import styles from './MapsLayer.module.css';

/**
 * What the maps layer shows: the address, the embedded map and the maps-service link. Its own module,
 * loaded with React.lazy when the layer first opens, so no page pays for map code before someone asks.
 */
export default function MapDetails({ place }: { place: MapPlace }) {
  // Mounted only while the layer is open, so the embed makes no request before someone asks.
  const embedSrc = mapEmbedSrc(place);
  const mapsUrl = safeMapsUrl(place.mapsUrl);
  return (
    <>
      <address className={styles.address}>
        {place.addressLines.map((line, index) => (
          <span key={index}>{line}</span>
        ))}
      </address>
      {embedSrc && <iframe className={styles.map} src={embedSrc} title={`Map showing ${place.name}`} loading="lazy" referrerPolicy="no-referrer" />}
      {mapsUrl && (
        <p className={styles.linkRow}>
          <a className={shared.link} href={mapsUrl} target="_blank" rel="noopener noreferrer">
            Open in maps<span className={shared.visuallyHidden}> (opens in a new tab)</span>
          </a>
        </p>
      )}
    </>
  );
}
